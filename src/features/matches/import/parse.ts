/**
 * Reading a pasted table or a CSV file into rows of text cells. Columns: date, time, home,
 * away, category; a header row (Czech names, any case or accents) may name them in any order.
 */
export interface RawImportRow {
  /** 1-based number of the match in the import (header and blank lines not counted). */
  row: number;
  date: string;
  time: string;
  home: string;
  away: string;
  category: string;
  /** Fewer than five cells: reported, never guessed. */
  incomplete: boolean;
}

type Column = 'date' | 'time' | 'home' | 'away' | 'category';
const DEFAULT_ORDER: Column[] = ['date', 'time', 'home', 'away', 'category'];

/** Header words (accents removed, lower case) and the column they name. */
const HEADER_WORDS: Record<string, Column> = {
  datum: 'date',
  date: 'date',
  cas: 'time',
  time: 'time',
  domaci: 'home',
  home: 'home',
  hoste: 'away',
  host: 'away',
  away: 'away',
  kategorie: 'category',
  category: 'category',
};

export function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Tabs win (a spreadsheet paste); then ';' or ',' (CSV); then runs of two or more spaces. */
function detectSeparator(lines: string[]): RegExp | string {
  const sample = lines.slice(0, 5).join('\n');
  if (sample.includes('\t')) return '\t';
  if (sample.includes(';')) return ';';
  if (sample.includes(',')) return ',';
  return / {2,}/;
}

/** Splits one line, honouring double-quoted cells ("TJ Sokol, z.s.") with "" as a quote. */
function splitLine(line: string, separator: RegExp | string): string[] {
  if (separator instanceof RegExp) return line.split(separator).map((cell) => cell.trim());
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (char === separator) {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

function headerOrder(cells: string[]): Column[] | null {
  const columns = cells.map((cell) => HEADER_WORDS[normaliseText(cell)]);
  const known = columns.filter((column): column is Column => column !== undefined);
  return known.length === DEFAULT_ORDER.length && new Set(known).size === DEFAULT_ORDER.length ? known : null;
}

export function parseImportText(text: string): RawImportRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const separator = detectSeparator(lines);
  const firstCells = splitLine(lines[0] ?? '', separator);
  const order = headerOrder(firstCells);
  const dataLines = order ? lines.slice(1) : lines;
  const columns = order ?? DEFAULT_ORDER;

  return dataLines.map((line, index) => {
    const cells = splitLine(line, separator);
    const value = (column: Column) => (cells[columns.indexOf(column)] ?? '').replace(/\s+/g, ' ').trim();
    return {
      row: index + 1,
      date: value('date'),
      time: value('time'),
      home: value('home'),
      away: value('away'),
      category: value('category'),
      incomplete: cells.filter((cell) => cell !== '').length < DEFAULT_ORDER.length,
    };
  });
}
