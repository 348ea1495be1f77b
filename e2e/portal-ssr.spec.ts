import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn, signInAsAdmin } from './support/browser';
import { STACK_URL } from './support/stack';

/** The letters a reader sees in an HTML document or a cell, markup and spacing left out. */
function visibleLetters(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\s+/g, '');
}

/**
 * The page's HTML as the server sends it to this signed-in user holds the first data row the
 * browser shows, with no spinner; and the browser does not ask the stack for that list again.
 */
async function expectServerRendered(page: Page, path: string, listRequest: RegExp, table = 'table'): Promise<void> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).not.toContain('Načítám');

  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STACK_URL) && listRequest.test(request.url())) listReads.push(request.url());
  });
  await page.goto(path);
  const firstRow = page.locator(`${table} tbody tr`).filter({ has: page.locator('td:not([colspan])') }).first();
  await expect(firstRow).toBeVisible();
  const cells = (await firstRow.locator('td').allTextContents()).map(visibleLetters).filter(Boolean);
  expect(cells.length).toBeGreaterThan(0);
  const serverText = visibleLetters(html);
  for (const cell of cells) expect(serverText).toContain(cell);
  // Long enough for supabase-js to load and a client-side fetch to start.
  await page.waitForLoadState('networkidle');
  expect(listReads).toEqual([]);
}

test('the admin register and match list come in the first HTML, as the address filters them', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expectServerRendered(page, '/admin/members', /\/rest\/v1\/members\?.*limit=20/);
  await expectServerRendered(page, '/admin/members?active=active', /\/rest\/v1\/members\?.*limit=20/);
  await expectServerRendered(page, '/admin/matches', /\/rest\/v1\/matches\?.*limit=20/);
  await expectServerRendered(page, '/admin/matches?sort=date-desc', /\/rest\/v1\/matches\?.*limit=20/);
});

test("the coach's statistics come in the first HTML", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  // The players' table (a team's record lists its matches only once opened in the browser).
  await expectServerRendered(page, '/coaches/statistics', /\/rpc\/get_player_statistics/, 'section[aria-labelledby="players-heading"] table');
});
