/**
 * A CSV file as Czech Excel opens it (cs-CZ): UTF-8 with a byte order mark (without it Excel reads
 * Windows-1250 and breaks č, ř, ž), ';' between cells (the comma is the decimal separator), CRLF
 * between rows. Domain-free: a feature gives the header and the rows as text.
 */
import { downloadFile } from './download-file';

const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is
 * neutralised with an apostrophe, so a name can never run as a spreadsheet formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** Saves text as a file through the browser's download (no server round trip). */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadFile(new Blob([text], { type }), fileName);
}
