import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signInAsAdmin } from './support/browser';

const PHONE = { width: 390, height: 844 };
const LONG_CLUB_NAME = 'Tělovýchovná jednota Sokol Svinov';

/** Wholly inside the viewport's width: nothing of it needs a sideways scroll to be seen. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('an unknown address answers a Czech 404 in the site frame with the way home and to the matches; an unknown admin address stays in the portal', async ({ page }) => {
  const response = await page.goto('/tato-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nebyla nalezena' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  // The site's own header and footer frame it.
  await expect(page.locator('header').getByRole('link', { name: /TJ Sokol Svinov/ })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  const ways = page.getByRole('navigation', { name: 'Kam dál' });
  await expect(ways.getByRole('link', { name: 'Na úvodní stránku' })).toHaveAttribute('href', '/');
  await ways.getByRole('link', { name: 'Zápasy' }).click();
  await expect(page).toHaveURL(/\/matches$/);

  await signInAsAdmin(page);
  await page.goto('/admin/neexistujici-sekce');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nebyla nalezena' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přehled administrace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Členové', exact: true })).toBeVisible();
});

test('the blog search ignores diacritics: "nabor" finds the recruitment post "nábor" finds', async ({ page }) => {
  await page.goto('/blog?q=nabor');
  await expect(page.getByRole('searchbox', { name: 'Hledat v článcích' })).toHaveValue('nabor');
  await expect(page.getByRole('link', { name: /Nábor nových hráčů a hráček/ })).toBeVisible();
  await page.goto('/blog?q=n%C3%A1bor');
  await expect(page.getByRole('link', { name: /Nábor nových hráčů a hráček/ })).toBeVisible();
});

test('on a 390 px phone a long club name leaves the menu button on the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Otevřít menu' });
  await expect(menuButton).toBeVisible();
  // The seeded club has a short name; a club called by its full name must fit the same header.
  await page.locator('header a[href="/"] > span > span').last().evaluate((name, text) => {
    name.textContent = text;
  }, LONG_CLUB_NAME);
  await expect(page.locator('header')).toContainText(LONG_CLUB_NAME);
  await expectWithinWidth(page, menuButton);
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('on a 390 px phone the betting leaderboard shows each bettor’s bets, win rate, ROI and profit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/betting/login');
  await page.getByLabel('E-mail').fill(DEMO_USERS.bettor.email);
  await page.getByLabel('Heslo').fill(DEMO_USERS.bettor.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/betting$/, { timeout: 20_000 });
  await page.goto('/betting/leaderboard?period=ALL_TIME');
  const table = page.getByRole('table');
  for (const column of ['Úspěšnost', 'Zisk']) {
    const header = table.getByRole('columnheader', { name: column });
    await expect(header).toBeVisible();
    await expectWithinWidth(page, header);
  }
  const firstRow = table.getByRole('row').nth(1);
  // Bets and ROI have no column of their own on a phone: they stand under the bettor's name.
  await expect(firstRow.getByText(/^\d+ sáz(ka|ky|ek) · ROI -?[\d,]+ %$/)).toBeVisible();
  const profit = firstRow.getByRole('cell').last();
  await expectWithinWidth(page, profit);
  await expect(profit).toHaveText(/ŽET$/);
  // The amount and its currency stay on one line: the text lays out as a single line box.
  const lines = await profit.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
