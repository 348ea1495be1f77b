import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';

test('the public header at 390 px opens a full-screen menu built from page visibility', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'TJ Sokol Svinov' })).toBeVisible();
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Zápasy' })).toBeVisible();
  await expect(menu.getByText('Kategorie', { exact: true })).toBeVisible();
  // Each category names its ages or league under its name.
  await expect(menu.getByRole('link', { name: 'Muži 1. liga mužů' })).toHaveAttribute('href', '/category/men');
  await expect(menu.getByRole('link', { name: /^Přípravka/ })).toContainText('5-10 let');
  await menu.getByRole('button', { name: 'Zavřít menu' }).click();
  await expect(menu).toBeHidden();
});

test('the chosen dark theme persists across reloads', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Heslo').fill(DEMO_USERS.admin.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Motiv vzhledu' }).click();
  await page.getByRole('menuitemradio', { name: 'Tmavý' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
