/** UTF-8 byte order mark: without it Czech Excel reads the file as Windows-1250 and breaks č, ř, ž. */
const BOM = '\uFEFF';
/** Czech Excel's list separator is ';' (the comma is the decimal separator). */
const SEPARATOR = ';';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is
 * neutralised with an apostrophe, so a name can never run as a spreadsheet formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A roster table (roster-table.ts) as the Czech Excel opens it: BOM, ';' separated, CRLF rows. */
export function rosterCsv(table: readonly (readonly string[])[]): string {
  return BOM + table.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
