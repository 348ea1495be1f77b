import { defineConfig } from '@playwright/test';
import base, { appServer, GO_LIVE_SPEC } from './playwright.config';

/**
 * The club's first day: the same build and browser as the other journeys, but the stack started
 * empty (migrations without the demo seed, as a new Supabase project is), so `npm run club:setup`
 * finds no club. It needs the stack's port the build was made for, so it runs after the seeded
 * journeys, never beside them (.ci/run: `npx playwright test -c playwright.go-live.config.ts`).
 */
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: GO_LIVE_SPEC,
  // A running seeded app on the port would be no empty project: always a server of its own.
  webServer: { ...appServer('--empty'), reuseExistingServer: false },
});
