import { expect, test } from './support/test';
import { chooseInDialog, signInAsAdmin } from './support/browser';

test('an admin adds a grant in a month, finds it by search and deactivates it', async ({ page }) => {
  const name = `Dotace na dresy ${Date.now().toString(36)}`;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Kalendář dotací', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/grant-calendar$/);
  const calendar = page.getByRole('group', { name: 'Kalendář dotací' });
  await expect(calendar.getByRole('region')).toHaveCount(12, { timeout: 15_000 });
  await expect(calendar.getByRole('region', { name: 'Březen' })).toContainText('Moje klubovna – NSA');

  await page.getByRole('button', { name: 'Přidat dotaci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nová dotace' });
  await dialog.getByLabel('Název', { exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Název je povinný')).toBeVisible();
  await expect(dialog.getByText('Měsíc je povinný')).toBeVisible();

  await dialog.getByLabel('Název', { exact: true }).fill(name);
  await chooseInDialog(dialog, 'Měsíc', 'Červenec');
  await dialog.getByLabel('Popis', { exact: true }).fill('Sady dresů pro starší žáky');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Dotace byla přidána')).toBeVisible();
  await expect(calendar.getByRole('region', { name: 'Červenec' })).toContainText(name);

  // Searching the description finds it; only months with a match remain.
  await page.getByLabel('Hledat').fill('dresů pro starší');
  await expect(page).toHaveURL(/q=/);
  await expect(calendar.getByRole('region')).toHaveCount(1);
  await expect(calendar.getByRole('region', { name: 'Červenec' })).toContainText(name);

  await calendar.getByRole('button', { name: `Akce dotace ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deaktivovat' }).click();
  await expect(page.getByText('Dotace byla deaktivována')).toBeVisible();
  await expect(page.getByText('Hledání neodpovídá žádná dotace.')).toBeVisible();

  // The inactive view shows it again, marked, ready to reactivate. By keyboard: the toast still
  // covers the switch's corner of the screen.
  const includeInactive = page.getByRole('switch', { name: 'Zobrazit i neaktivní' });
  await includeInactive.focus();
  await page.keyboard.press('Space');
  await expect(includeInactive).toBeChecked();
  await expect(page).toHaveURL(/inactive=1/);
  const july = calendar.getByRole('region', { name: 'Červenec' });
  await expect(july).toContainText(name);
  await expect(july).toContainText('Neaktivní');
});
