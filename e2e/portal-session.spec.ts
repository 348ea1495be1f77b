import { DEMO_USERS } from '../tests/seed/demo-users';
import { seriousViolations } from './support/axe';
import { signIn, signInAsAdmin } from './support/browser';
import { expect, test } from './support/test';

test('a sign-out in one tab sends the other tab of the portal to the sign-in page; the signing-out tab keeps its steps', async ({ page, context }) => {
  await signInAsAdmin(page);
  const other = await context.newPage();
  await other.goto('/admin/members');
  const breadcrumb = other.getByRole('navigation', { name: 'Drobečková navigace' });
  await expect(breadcrumb.getByRole('link', { name: 'Administrace' })).toHaveAttribute('href', '/admin');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Členové');

  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Odhlásit' }).click();
  await expect(page.getByText('Úspěšně odhlášen. Přesměrovávám...')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test('the coach portal and the betting game show the breadcrumb too', async ({ page }) => {
  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.goto('/coaches/lineups');
  await expect(page.getByRole('navigation', { name: 'Drobečková navigace' }).locator('[aria-current="page"]')).toHaveText('Sestavy');
  await page.goto('/betting/history');
  const breadcrumb = page.getByRole('navigation', { name: 'Drobečková navigace' });
  await expect(breadcrumb.getByRole('link', { name: 'Sázková hra' })).toHaveAttribute('href', '/betting');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Moje sázky');
});

test("the auth debug page shows the admin's session as server and browser see it, without its tokens", async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/auth-debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Stav přihlášení' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Podle serveru' })).toContainText(DEMO_USERS.admin.email);
  await expect(page.getByRole('region', { name: 'V tomto prohlížeči' })).toContainText('Stejný účet jako na serveruano');
  const text = await page.locator('main').innerText();
  const sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.includes('auth-token'));
  expect(sessionCookies.length).toBeGreaterThan(0);
  for (const cookie of sessionCookies) expect(text).not.toContain(cookie.value.slice(-24));
});

const BREADCRUMB = 'nav[aria-label="Drobečková navigace"]';

test('the auth debug page, and the breadcrumb on the other portal pages, have no serious axe violation at 1280 and 390 px', async ({ page }) => {
  await signInAsAdmin(page);
  const failures: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const pages: { path: string; within?: string }[] = [
      { path: '/admin/auth-debug' },
      { path: '/admin/members', within: BREADCRUMB },
      { path: '/betting/history', within: BREADCRUMB },
    ];
    for (const { path, within } of pages) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Zjišťuji…');
      failures.push(...(await seriousViolations(page, { within })).map((violation) => `${width} ${path} ${violation}`));
    }
  }
  expect(failures).toEqual([]);
});
