/** Saves a file made in the browser through its download (no server round trip). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Writes and saves an .xlsx workbook (xlsx-file.ts); exceljs is fetched here, on the click. */
export async function downloadXlsxFile(
  table: { header: readonly string[]; rows: readonly (readonly string[])[] },
  sheetName: string,
  fileName: string,
): Promise<void> {
  const { xlsxFile } = await import('./xlsx-file');
  downloadFile(new Blob([await xlsxFile(table.header, table.rows, sheetName)], { type: XLSX_TYPE }), fileName);
}
