import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from './xlsx-file';

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

const header = ['Příjmení', 'Jméno', 'Docházka %'];

describe('.xlsx file', () => {
  it('parses back to exactly the rows given: header, rows, empty cells kept, Czech letters intact', async () => {
    const workbook = await readBack(await xlsxFile(header, [['Černá', 'Eliška', '58,3'], ['Růžička', 'Šimon', '']], 'Členové'));
    expect(workbook.name).toBe('Členové');
    expect(workbook.rows).toEqual([header, ['Černá', 'Eliška', '58,3'], ['Růžička', 'Šimon', '']]);
  });

  it('a name that looks like a formula stays text', async () => {
    const workbook = await readBack(await xlsxFile(header, [['=HYPERLINK("http://x")', '+1', '']], 'Členové'));
    expect(workbook.formulas).toBe(0);
    expect(workbook.rows[1]?.slice(0, 2)).toEqual(['=HYPERLINK("http://x")', '+1']);
  });

  it('writes a real OOXML zip (PK signature) even with only the header', async () => {
    const buffer = await xlsxFile(header, [], 'Členové');
    expect([...new Uint8Array(buffer).slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await readBack(buffer)).rows).toHaveLength(1);
  });
});
