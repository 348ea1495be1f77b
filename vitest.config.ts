import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The app's tests, and the embedded stack's own (its conformance suite and operations) with its config.
    projects: [
      {
        resolve: {
          alias: { '@': resolve(import.meta.dirname, 'src'), 'server-only': resolve(import.meta.dirname, 'tests/support/server-only.ts') },
        },
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/dom-setup.ts'],
          // Each file starts its own in-memory database; starting one takes ~1-2 s.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // supabase-js ≥ 2.107 needs a global WebSocket to construct its realtime client; Node 20
          // has Node's own behind this flag (Node 22 has it by default).
          execArgv: ['--experimental-websocket'],
        },
      },
      'packages/supabase-local',
    ],
  },
});
