import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { createAccount } from './support/stack';
import { signIn } from './support/browser';

test('an admin blocks an account on /admin/users, and its owner then lands on /blocked', async ({ page, browser }) => {
  const account = await createAccount({ fullName: 'Blokovaný Hráč' });
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Hledat podle jména nebo e-mailu').fill(account.email);
  const row = page.getByRole('row', { name: new RegExp(account.email) });
  await row.getByRole('button', { name: 'Zablokovat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zablokovat' }).click();
  await expect(page.getByText('Uživatel byl zablokován')).toBeVisible();
  await expect(row.getByText('Zablokován')).toBeVisible();

  const owner = await browser.newPage();
  await signIn(owner, account.email, account.password);
  await expect(owner).toHaveURL(/\/blocked$/);
  await expect(owner.getByRole('heading', { name: 'Účet je zablokován' })).toBeVisible();
  await owner.close();
});

test('an admin simulates coach access for one category and sees the coach portal with it', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Simulovat trenérský přístup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simulace trenérského přístupu' });
  await dialog.getByRole('button', { name: 'Spustit simulaci' }).click();
  await expect(dialog.getByText('Vyberte alespoň jednu kategorii')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Ženy' }).check();
  await dialog.getByRole('button', { name: 'Spustit simulaci' }).click();
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Simulujete trenérský přístup pro kategorie' })).toContainText('Ženy');
  const categories = page.getByRole('region', { name: 'Moje kategorie' });
  await expect(categories).toContainText('Ženy');
  await expect(categories).not.toContainText('Muži');
  // The choice survives a reload (browser storage), and ending it returns to the admin.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Moje kategorie' })).not.toContainText('Muži');
  await page.getByRole('button', { name: 'Ukončit simulaci' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
