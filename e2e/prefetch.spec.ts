import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/browser';

/** The client router's requests for admin pages (prefetches, navigations, refetches), by path. */
function adminRouterRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.headers()['rsc'] && pathname.startsWith('/admin')) paths.push(pathname);
  });
  return paths;
}

test('a search in an admin list records itself in the address without asking the server for the page again', async ({ page }) => {
  await signInAsAdmin(page);
  const requested = adminRouterRequests(page);
  await page.goto('/admin/members');
  await page.getByLabel('Hledat').fill('Novák');
  await expect(page).toHaveURL(/\/admin\/members\?q=Nov%C3%A1k$/);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('opening the member list again from the sidebar clears its search, in the box and the address', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/members');
  await page.getByLabel('Hledat').fill('Novák');
  await expect(page).toHaveURL(/\/admin\/members\?q=Nov%C3%A1k$/);
  await page.getByRole('link', { name: 'Členové', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByLabel('Hledat')).toHaveValue('');
  // The box's pause after the last key has passed, and the search it held stays gone.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/admin\/members$/);
});

test('an admin page prefetches a section of the sidebar only once the admin points at it', async ({ page }) => {
  await signInAsAdmin(page);
  const requested = adminRouterRequests(page);
  await page.goto('/admin/members');
  const sidebar = page.getByRole('navigation', { name: 'Administrace' });
  await expect(sidebar.getByRole('link', { name: 'Sezóny' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every section is on screen, and each prefetch would pass the session refresh (a call to Auth).
  expect(requested).toEqual([]);

  await sidebar.getByRole('link', { name: 'Sezóny' }).hover();
  await expect.poll(() => requested).toContain('/admin/seasons');
  expect(requested.every((path) => path === '/admin/seasons')).toBe(true);
  await sidebar.getByRole('link', { name: 'Sezóny' }).click();
  await expect(page).toHaveURL(/\/admin\/seasons$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sezóny');
});
