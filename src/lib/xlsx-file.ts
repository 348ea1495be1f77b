import ExcelJS from 'exceljs';

/**
 * A table of text cells as an .xlsx workbook: one sheet, the header bold and frozen, columns wide
 * enough for their longest cell. Cells are written as text, never as formulas, so a name starting
 * with '=' stays a name. Domain-free like csv-file.ts. exceljs is large: load this module with a
 * dynamic import on click (downloadXlsxFile does), never at a page's first load.
 */
export async function xlsxFile(header: readonly string[], rows: readonly (readonly string[])[], sheetName: string): Promise<ArrayBuffer> {
  const table = [header, ...rows];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const cells of table) sheet.addRow([...cells]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...table.map((cells) => cells[index]?.length ?? 0));
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  return workbook.xlsx.writeBuffer();
}
