import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { functionLabel, member } from './roster-fixtures';
import { rosterTable } from './roster-table';
import { rosterXlsx } from './roster-xlsx';

/** Every row of the first sheet as text, read back with exceljs the way Excel would open it. */
async function readBack(buffer: ArrayBuffer): Promise<{ name: string; rows: string[][]; formulas: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  let formulas = 0;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const cell = row.getCell(column);
      if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      cells.push(cell.text);
    }
    rows.push(cells);
  });
  return { name: sheet.name, rows, formulas };
}

describe('roster .xlsx export', () => {
  it('parses back to exactly the rows the CSV has: header, members, empty cells kept', async () => {
    const table = rosterTable(
      [member(), member({ id: '2', surname: 'Růžička', name: 'Šimon', sex: 'male', date_of_birth: null, category: null, functions: [] })],
      functionLabel,
    );
    const workbook = await readBack(await rosterXlsx([table.header, ...table.rows], 'Členové'));
    expect(workbook.name).toBe('Členové');
    expect(workbook.rows).toEqual([
      ['Příjmení', 'Jméno', 'Registrační číslo', 'Datum narození', 'Pohlaví', 'Kategorie', 'Funkce'],
      ['Černá', 'Eliška', 'SV00001', '29. 2. 2008', 'Žena', 'Dorostenky', 'Hráč, Trenér'],
      ['Růžička', 'Šimon', 'SV00001', '', 'Muž', '', ''],
    ]);
  });

  it('a name that looks like a formula stays text', async () => {
    const table = rosterTable([member({ surname: '=HYPERLINK("http://x")', name: '+1' })], functionLabel);
    const workbook = await readBack(await rosterXlsx([table.header, ...table.rows], 'Členové'));
    expect(workbook.formulas).toBe(0);
    expect(workbook.rows[1]?.slice(0, 2)).toEqual(['=HYPERLINK("http://x")', '+1']);
  });

  it('writes a real OOXML zip (PK signature) even with only the header', async () => {
    const buffer = await rosterXlsx([rosterTable([], functionLabel).header], 'Členové');
    expect([...new Uint8Array(buffer).slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await readBack(buffer)).rows).toHaveLength(1);
  });
});
