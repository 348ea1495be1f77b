import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against a production build (`next build`, then `next start`) and the
 * embedded stack, seeded, in memory (the first day, on an empty stack: playwright.go-live.config.ts).
 * Debian's Chromium: Playwright's own browser download is not available on these machines.
 */
const PORT = Number(process.env.E2E_PORT ?? 3000);

/** The app on PORT with the stack in memory; `flags` such as --empty go to scripts/dev.ts. */
export function appServer(flags = '') {
  return {
    command: ['tsx scripts/dev.ts start --memory', flags, `--port ${PORT}`].filter(Boolean).join(' '),
    // The journeys sign in dozens of times from one address, so Auth's per-address limits are off;
    // the minute between two mails to one account stays, as on hosted (a journey checks its message).
    env: { SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off', GOTRUE_SMTP_MAX_FREQUENCY: '60s' },
    url: `http://localhost:${PORT}/login`,
    timeout: 180_000,
    // The journeys change the seeded data, so they need a fresh server of their own; a server
    // already on the port may be another checkout's app. Reusing one is an explicit choice.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
  };
}

/** The first day on an empty project needs a stack of its own: playwright.go-live.config.ts. */
export const GO_LIVE_SPEC = 'go-live.spec.ts';

export default defineConfig({
  testDir: './e2e',
  testIgnore: GO_LIVE_SPEC,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: appServer(),
});
