import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import ExcelJS from 'exceljs';
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
  const table = page.getByRole('table', { name: 'Členové' });
  // The first visit compiles nothing but still waits for the register's first page (a cold server).
  await expect(table.getByRole('button', { name: 'Detail' }).first()).toBeVisible({ timeout: 15_000 });

  // SV00001 belongs to a seeded member: the dialog says so on the field and saves nothing.
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový člen' });
  // The next number in the club's format is proposed.
  await expect(dialog.getByLabel('Registrační číslo', { exact: true })).toHaveValue(/^SV\d{5}$/);
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
  // Created with the default relationship to the club: active, not "Neaktivní".
  await expect(table.getByRole('row').nth(1).getByText('Neaktivní', { exact: true })).toHaveCount(0);
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

  const loans = page.getByRole('table', { name: 'Půjčky hráčů' });
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

/** The register's rows as the screen shows them, in the export's column order. */
async function visibleRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    // The first column is the row's header cell.
    const cells = rows.nth(index).locator('th, td');
    // The name cell also holds the "Neaktivní" chip: only its own text nodes are the name.
    const fullName = await cells
      .nth(0)
      .locator('span.font-medium')
      .evaluate((node) => [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent).join(''));
    const [surname = '', name = ''] = fullName.trim().split(/\s+/);
    const functions = await cells.nth(5).locator('div.flex-wrap > *').allInnerTexts();
    const text = async (column: number) => {
      const value = (await cells.nth(column).innerText()).trim();
      return value === '—' || value === 'Bez kategorie' ? '' : value;
    };
    result.push([surname, name, await text(1), await text(3), await text(4), await text(2), functions.join(', ')]);
  }
  return result;
}

async function download(page: Page, button: string): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('the register filtered to inactive members exports as CSV and .xlsx, both parsing back to the visible rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/members');
  const table = page.getByRole('table', { name: 'Členové' });
  await expect(table.getByRole('button', { name: 'Detail' }).first()).toBeVisible({ timeout: 15_000 });
  const filter = (label: string) => page.getByLabel(label, { exact: true });

  // The seed's two junior girls left on 30 June: "Neaktivní" finds them, marked in the list.
  await filter('Kategorie').selectOption({ label: 'Dorostenky' });
  await filter('Členství').selectOption({ label: 'Neaktivní' });
  await expect(page).toHaveURL(/active=inactive/);
  await expect(page.getByText(/^Celkem \d+$/)).toHaveText('Celkem 2');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText('Neaktivní', { exact: true })).toBeVisible();
  const shown = await visibleRows(table);
  expect(shown.every((cells) => cells[5] === 'Dorostenky')).toBe(true);

  const csv = await download(page, 'Export CSV');
  expect(csv.name).toMatch(/^clenove-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(csv.path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...csvRows] = text.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
  expect(header).toEqual(['Příjmení', 'Jméno', 'Registrační číslo', 'Datum narození', 'Pohlaví', 'Kategorie', 'Funkce']);
  expect(csvRows).toEqual(shown);

  const xlsx = await download(page, 'Export XLSX');
  expect(xlsx.name).toMatch(/^clenove-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  const sheetRows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => sheetRows.push(Array.from({ length: 7 }, (_, index) => row.getCell(index + 1).text)));
  expect(sheetRows).toEqual([header, ...shown]);

  // "Aktivní" is the rest of the category: none of them marked, and the two girls gone.
  await filter('Členství').selectOption({ label: 'Aktivní' });
  await expect(page).toHaveURL(/active=active/);
  await expect(page.getByText(/^Celkem \d+$/)).not.toHaveText('Celkem 2');
  await expect(table.getByText('Neaktivní', { exact: true })).toHaveCount(0);
  for (const [surname, name] of shown) await expect(table).not.toContainText(`${surname} ${name}`);
});
