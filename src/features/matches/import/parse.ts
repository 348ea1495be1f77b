import { normaliseText } from './normalise';

/**
 * Reading a pasted table or a CSV file's text into rows of text cells (import). Columns:
 * date, time, home, away, category. A header row (Czech or English names, any case or accents)
 * may name them in any order and may add columns such as 'Číslo zápasu'; without one the five
 * columns are read in that order. Nothing is validated here: that is validate.ts's job.
 */
export interface RawImportRow {
  /** 1-based number of the match in the import: the header and empty lines are not counted. */
  row: number;
  date: string;
  time: string;
  home: string;
  away: string;
  category: string;
  /** '' unless a header names a match-number column (the clubs' own sheets have one). */
  matchNumber: string;
  /** A required cell is missing or empty: reported as such, never guessed. */
  incomplete: boolean;
}

type RequiredColumn = 'date' | 'time' | 'home' | 'away' | 'category';
type Column = RequiredColumn | 'matchNumber';
const DEFAULT_ORDER: readonly RequiredColumn[] = ['date', 'time', 'home', 'away', 'category'];

/**
 * Header cells (accents, case, spaces and punctuation removed) and the column they name: the
 * brief's Czech names, the clubs' sheet (Datum, Čas, Číslo zápasu, Domácí tým, Hostující tým,
 * Kategorie) and their CSV export (date,time,matchNumber,homeTeam,awayTeam,category).
 */
const HEADER_WORDS: Readonly<Record<string, Column>> = {
  datum: 'date',
  date: 'date',
  cas: 'time',
  time: 'time',
  domaci: 'home',
  domacitym: 'home',
  home: 'home',
  hometeam: 'home',
  hoste: 'away',
  host: 'away',
  hostujici: 'away',
  hostujicitym: 'away',
  away: 'away',
  awayteam: 'away',
  kategorie: 'category',
  category: 'category',
  cislo: 'matchNumber',
  cislozapasu: 'matchNumber',
  matchnumber: 'matchNumber',
};

/** Returns how many characters at `index` form a separator (0 = none). */
type Separator = (line: string, index: number) => number;

const single =
  (char: string): Separator =>
  (line, index) =>
    line[index] === char ? 1 : 0;
/** A paste from a web page or a fixed-width listing: two or more spaces end a cell, one does not ('5. 9. 2026'). */
const spaceRun: Separator = (line, index) => {
  const run = /^ {2,}/.exec(line.slice(index));
  return run ? run[0].length : 0;
};

/** In order of preference: a spreadsheet paste (tabs), CSV with ';' (Czech Excel), CSV with ',', runs of spaces. */
const SEPARATORS: readonly Separator[] = [single('\t'), single(';'), single(','), spaceRun];

/** Splits one line into trimmed cells; a double-quoted cell may hold separators, "" is a quote. */
function splitLine(line: string, separator: Separator): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  let index = 0;
  while (index < line.length) {
    const char = line[index] ?? '';
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else current += char;
      index += 1;
      continue;
    }
    if (char === '"' && current.trim() === '') {
      quoted = true;
      current = '';
      index += 1;
      continue;
    }
    const width = separator(line, index);
    if (width > 0) {
      cells.push(current.trim());
      current = '';
      index += width;
      continue;
    }
    current += char;
    index += 1;
  }
  cells.push(current.trim());
  return cells;
}

/**
 * The separator that splits one of the first lines into at least five cells; a comma inside
 * a team name ('TJ Sokol, z.s.') then cannot turn a space-separated paste into CSV. When no
 * line has five cells, the first separator present, so an incomplete row is still read.
 */
function detectSeparator(lines: readonly string[]): Separator {
  const sample = lines.slice(0, 5);
  const splitting = SEPARATORS.find((separator) =>
    sample.some((line) => splitLine(line, separator).length >= DEFAULT_ORDER.length),
  );
  if (splitting) return splitting;
  return SEPARATORS.find((separator) => sample.some((line) => splitLine(line, separator).length > 1)) ?? spaceRun;
}

const headerKey = (cell: string) => normaliseText(cell).replace(/[^a-z0-9]/g, '');

/** The position of each column if the cells are a header naming all five required ones, else null. */
function readHeader(cells: readonly string[]): Partial<Record<Column, number>> | null {
  const positions: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const column = HEADER_WORDS[headerKey(cell)];
    if (column && positions[column] === undefined) positions[column] = index;
  });
  return DEFAULT_ORDER.every((column) => positions[column] !== undefined) ? positions : null;
}

const DEFAULT_POSITIONS: Partial<Record<Column, number>> = Object.fromEntries(
  DEFAULT_ORDER.map((column, index) => [column, index]),
);

/**
 * Known limit: a line break inside a quoted cell ends the row. Team and category names never
 * hold one, and reading line by line keeps one parser for CSV and space-separated pastes.
 */
export function parseImportText(text: string): RawImportRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const separator = detectSeparator(lines);
  const table = lines
    .map((line) => splitLine(line, separator))
    // An exported sheet ends with rows of bare separators (';;;;'): they are empty lines too.
    .filter((cells) => cells.some((cell) => cell !== ''));
  const header = table[0] ? readHeader(table[0]) : null;
  const positions = header ?? DEFAULT_POSITIONS;
  const body = header ? table.slice(1) : table;

  return body.map((cells, index) => {
    const value = (column: Column) => {
      const position = positions[column];
      return position === undefined ? '' : (cells[position] ?? '').replace(/\s+/g, ' ').trim();
    };
    return {
      row: index + 1,
      date: value('date'),
      time: value('time'),
      home: value('home'),
      away: value('away'),
      category: value('category'),
      matchNumber: value('matchNumber'),
      incomplete: DEFAULT_ORDER.some((column) => value(column) === ''),
    };
  });
}
