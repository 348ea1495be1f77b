import { expect, test } from './support/test';
import { signInAsAdmin } from './support/browser';

test('an admin adds a todo, advances it to in progress and finds it under the filters', async ({ page }) => {
  const title = `Nakoupit míče ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  const panel = page.getByRole('region', { name: 'Úkoly' });

  await panel.getByRole('button', { name: 'Přidat úkol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový úkol' });
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Název úkolu je povinný')).toBeVisible();
  await dialog.getByLabel('Název').fill(title);
  await dialog.getByLabel('Termín').fill('2026-12-24');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Todo added successfully!')).toBeVisible();

  const card = panel.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('K řešení');
  await card.getByRole('button', { name: 'Posunout: Probíhá' }).click();
  await expect(page.getByText('Todo moved from todo to in progress')).toBeVisible();
  await expect(card).toContainText('Probíhá');
  // Past 'todo' it can no longer be edited or deleted.
  await expect(card.getByRole('button', { name: 'Upravit' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Smazat' })).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Probíhá' }).click();
  await expect(card).toBeVisible();
  await panel.getByRole('tab', { name: 'Hotovo' }).click();
  await expect(card).toHaveCount(0);
  await panel.getByRole('tab', { name: 'K řešení' }).click();
  await expect(card).toHaveCount(0);
});
