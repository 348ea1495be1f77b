import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against a production build (`next build`, then `next start`) and the
 * embedded stack, seeded, in memory. Debian's Chromium: Playwright's own browser download is
 * not available on these machines.
 */
const PORT = Number(process.env.E2E_PORT ?? 3000);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
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
  webServer: {
    command: `tsx scripts/dev.ts start --memory --port ${PORT}`,
    // The journeys sign in dozens of times from one address, so Auth's per-address limits are off;
    // the minute between two mails to one account stays, as on hosted (a journey checks its message).
    env: { SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off', GOTRUE_SMTP_MAX_FREQUENCY: '60s' },
    url: `http://localhost:${PORT}/login`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
});
