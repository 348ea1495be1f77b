import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn, signInAsAdmin } from './support/browser';

/**
 * Every coach page opened as a fresh load hydrates the server's HTML instead of throwing it away.
 * The layout's simulation banner once read the active categories for every coach; their answer
 * arrived before the page's own part hydrated, so the page rendered its data where the server had
 * rendered the spinner (React error #418, and the HTML re-rendered on the client).
 */
const COACH_PAGES = [
  '/coaches/dashboard',
  '/coaches/lineups',
  '/coaches/videos',
  '/coaches/attendance',
  '/coaches/statistics',
  '/coaches/matches',
];

test('the coach portal’s pages hydrate without a React error after a full load', async ({ page }) => {
  const { email, password } = DEMO_USERS.headCoach;
  await signIn(page, email, password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message.slice(0, 160)}`));
  for (const path of COACH_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('a list filter picked before the page’s script has run is applied once it has', async ({ page }) => {
  await signInAsAdmin(page);
  // The page's scripts wait until the choice is made, as on a slow line.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((release) => (releaseScripts = release));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/admin/members', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Pohlaví').selectOption('Žena');
  releaseScripts();
  await expect(page).toHaveURL(/[?&]sex=female(&|$)/);
  await expect(page.getByLabel('Pohlaví')).toHaveValue('female');
});
