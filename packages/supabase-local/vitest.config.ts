import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase-local',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file starts its own in-memory database; starting one takes ~1-2 s.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // supabase-js ≥ 2.107 needs a global WebSocket to construct its realtime client; Node 20
    // has Node's own behind this flag (Node 22 has it by default).
    execArgv: ['--experimental-websocket'],
  },
});
