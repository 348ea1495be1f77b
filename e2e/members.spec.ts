import { expect, test } from '@playwright/test';
import { chooseInDialog, signInAsAdmin } from './support/browser';

test('an admin adds a member past a taken registration number, finds them without diacritics, lends them out and ends the loan', async ({ page }) => {
  // Two dialogs, a search and a loan's whole life: longer than the default minute on a 2-core machine.
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const surname = `Řezníčková${suffix}`;
  const registration = `E2E${suffix}`;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Členové', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  const table = page.getByRole('grid', { name: 'Členové' });
  // The first visit compiles nothing but still waits for the register's first page (a cold server).
  await expect(table.getByRole('button', { name: 'Detail' }).first()).toBeVisible({ timeout: 15_000 });

  // SV00001 belongs to a seeded member: the dialog says so on the field and saves nothing.
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový člen' });
  await dialog.getByLabel('Jméno', { exact: true }).fill('Žofie');
  await dialog.getByLabel('Příjmení', { exact: true }).fill(surname);
  await dialog.getByLabel('Registrační číslo', { exact: true }).fill('SV00001');
  await chooseInDialog(dialog, 'Pohlaví', 'Žena');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Člen s tímto registračním číslem již existuje')).toBeVisible();
  await expect(page.getByText('Chyba při vytváření člena')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Registrační číslo', { exact: true }).fill(registration);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Člen byl úspěšně vytvořen')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search without diacritics and in another case; the filter lands in the URL.
  await page.getByLabel('Hledat').fill(`REZNICKOVA${suffix}`);
  await expect(page).toHaveURL(new RegExp(`q=REZNICKOVA${suffix}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`${surname} Žofie`);
  // The refused first attempt left nothing: SV00001 is still one member only.
  await page.getByLabel('Hledat').fill('SV00001');
  await expect(page).toHaveURL(/q=SV00001/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText(surname);

  // A loan for the new player: submit stays disabled until player and target club are chosen.
  await page.getByRole('tab', { name: 'Půjčky' }).click();
  await expect(page).toHaveURL(/tab=loans/);
  await expect(page.getByRole('region', { name: 'Přehled půjček' })).toContainText('Aktivní');
  await page.getByRole('button', { name: 'Nová půjčka' }).click();
  const loanDialog = page.getByRole('dialog', { name: 'Nová půjčka' });
  const submit = loanDialog.getByRole('button', { name: 'Vytvořit půjčku' });
  await expect(submit).toBeDisabled();
  await loanDialog.getByRole('combobox', { name: 'Hráč' }).fill(`reznickova${suffix}`);
  await loanDialog.getByRole('option', { name: new RegExp(surname) }).click();
  await chooseInDialog(loanDialog, 'Cílový klub', 'TJ Sokol Klimkovice');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Půjčka byla úspěšně vytvořena')).toBeVisible();

  const loans = page.getByRole('grid', { name: 'Půjčky hráčů' });
  const row = loans.getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText('Aktivní');
  await expect(row).toContainText('Dočasná');

  // 'Ukončit' asks first; confirming ends the loan (shown as ended) and removes its actions.
  await row.getByRole('button', { name: 'Ukončit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ukončit půjčku' });
  await expect(confirm).toContainText('Opravdu chcete ukončit tuto půjčku?');
  await confirm.getByRole('button', { name: 'Ukončit' }).click();
  await expect(page.getByText('Půjčka byla ukončena')).toBeVisible();
  await expect(row).toContainText('Ukončená');
  await expect(row.getByRole('button', { name: 'Ukončit' })).toHaveCount(0);
});
