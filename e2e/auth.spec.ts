import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn } from './support/browser';

test('an admin signs in from /login and lands on the admin dashboard', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a coach signs in on the coach tab and lands on the coach dashboard', async ({ page }) => {
  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await expect(page.getByText('Trenérský portál').first()).toBeVisible();
});

test('a member is denied the coach portal with \'Přístup zamítnut\'', async ({ page }) => {
  await signIn(page, DEMO_USERS.member.email, DEMO_USERS.member.password, 'coach');
  await expect(page.getByText('Nemáte oprávnění pro přístup do trenérského portálu')).toBeVisible();
  await page.goto('/coaches/dashboard');
  await expect(page.getByRole('heading', { name: 'Přístup zamítnut' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login?tab=coach');
  await expect(page.getByRole('link', { name: 'Zpět na hlavní stránku' })).toBeVisible();
});

test('a coach is denied /admin', async ({ page }) => {
  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Přístup zamítnut' })).toBeVisible();
});

test('wrong password shows a clear Czech error and keeps the e-mail', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, 'spatne-heslo');
  await expect(page.getByText('Nesprávný e-mail nebo heslo.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_USERS.admin.email);
});

test('logout returns to /login', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Odhlásit' }).click();
  await expect(page.getByText('Úspěšně odhlášen. Přesměrovávám...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
