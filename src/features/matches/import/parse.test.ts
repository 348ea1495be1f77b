import { describe, expect, it } from 'vitest';
import { parseImportText } from './parse';

const svinovHavirov = { date: '5.9.2026', time: '15:00', home: 'TJ Sokol Svinov A', away: 'TJ Sokol Havířov', category: 'Muži' };

describe('reading a paste or a CSV file into rows (import)', () => {
  it('reads a tab-separated spreadsheet paste without a header in the order date, time, home, away, category', () => {
    expect(parseImportText('5.9.2026\t15:00\tTJ Sokol Svinov A\tTJ Sokol Havířov\tMuži')).toEqual([
      { row: 1, ...svinovHavirov, matchNumber: '', incomplete: false },
    ]);
  });

  it.each([
    ['semicolons (Czech Excel CSV)', '5.9.2026;15:00;TJ Sokol Svinov A;TJ Sokol Havířov;Muži'],
    ['commas', '5.9.2026,15:00,TJ Sokol Svinov A,TJ Sokol Havířov,Muži'],
    ['runs of spaces', '5.9.2026   15:00  TJ Sokol Svinov A    TJ Sokol Havířov  Muži'],
    ['tabs with padded cells', ' 5.9.2026 \t 15:00\tTJ Sokol Svinov A \t TJ Sokol Havířov\tMuži '],
  ])('reads cells separated by %s', (_, line) => {
    expect(parseImportText(line)).toEqual([{ row: 1, ...svinovHavirov, matchNumber: '', incomplete: false }]);
  });

  it('keeps single spaces inside a cell when columns are separated by runs of spaces', () => {
    expect(parseImportText('5. 9. 2026  9:30  TJ Sokol Krnov  TJ Sokol Opava  Starší žáci')[0]).toMatchObject({
      date: '5. 9. 2026',
      home: 'TJ Sokol Krnov',
      away: 'TJ Sokol Opava',
      category: 'Starší žáci',
    });
  });

  it('collapses messy spacing inside cells, including non-breaking spaces from a web page', () => {
    expect(parseImportText('5.9.2026;15:00;TJ  Sokol\u00A0\u00A0Svinov   A;TJ Sokol  Havířov;  Muži ')[0]).toMatchObject(
      svinovHavirov,
    );
  });

  it('reads quoted cells holding the separator and doubled quotes', () => {
    expect(parseImportText('5.9.2026,15:00,"TJ Sokol Svinov, z.s.","SK ""Studénka""",Muži')[0]).toMatchObject({
      home: 'TJ Sokol Svinov, z.s.',
      away: 'SK "Studénka"',
      category: 'Muži',
    });
  });

  it('reads a CSV file with a byte-order mark and Windows line ends', () => {
    const file = '\uFEFFDatum;Čas;Domácí;Hosté;Kategorie\r\n5.9.2026;15:00;TJ Sokol Svinov A;TJ Sokol Havířov;Muži\r\n';
    expect(parseImportText(file)).toEqual([{ row: 1, ...svinovHavirov, matchNumber: '', incomplete: false }]);
  });

  it('skips blank lines, whitespace-only lines and rows of bare separators without counting them', () => {
    const paste =
      '\n  \n5.9.2026;15:00;TJ Sokol Svinov A;TJ Sokol Havířov;Muži\n\n;;;;\n \t \n6.9.2026;10:00;TJ Sokol Krnov;TJ Sokol Opava;Muži\n';
    expect(parseImportText(paste).map((row) => [row.row, row.home])).toEqual([
      [1, 'TJ Sokol Svinov A'],
      [2, 'TJ Sokol Krnov'],
    ]);
  });

  it('returns no rows for an empty or blank paste', () => {
    expect(parseImportText('')).toEqual([]);
    expect(parseImportText(' \n\t\n')).toEqual([]);
  });

  describe('header row', () => {
    it('recognises Czech column names in any order, case or accents, and does not count the header as a match', () => {
      const rows = parseImportText(
        'KATEGORIE\tdatum\tCas\tdomaci\tHOSTÉ\nMuži\t5.9.2026\t15:00\tTJ Sokol Svinov A\tTJ Sokol Havířov',
      );
      expect(rows).toEqual([{ row: 1, ...svinovHavirov, matchNumber: '', incomplete: false }]);
    });

    it("reads the clubs' own sheet: Datum, Čas, Číslo zápasu, Domácí tým, Hostující tým, Kategorie", () => {
      const rows = parseImportText(
        'Datum;Čas;Číslo zápasu;Domácí tým;Hostující tým;Kategorie\n15.03.2024;14:30;M-07;TJ Sokol Svinov A;TJ Sokol Havířov;Muži',
      );
      expect(rows).toEqual([
        {
          row: 1,
          date: '15.03.2024',
          time: '14:30',
          home: 'TJ Sokol Svinov A',
          away: 'TJ Sokol Havířov',
          category: 'Muži',
          matchNumber: 'M-07',
          incomplete: false,
        },
      ]);
    });

    it('reads the CSV export header date,time,matchNumber,homeTeam,awayTeam,category', () => {
      const rows = parseImportText(
        'date,time,matchNumber,homeTeam,awayTeam,category\n2024-03-15,14:30,,TJ Sokol Krnov,TJ Sokol Opava,Muži',
      );
      expect(rows).toEqual([
        {
          row: 1,
          date: '2024-03-15',
          time: '14:30',
          home: 'TJ Sokol Krnov',
          away: 'TJ Sokol Opava',
          category: 'Muži',
          matchNumber: '',
          incomplete: false,
        },
      ]);
    });

    it('treats a first line that does not name all five columns as a match', () => {
      const rows = parseImportText('Datum;Čas;Domácí;Hosté\n5.9.2026;15:00;TJ Sokol Svinov A;TJ Sokol Havířov;Muži');
      expect(rows.map((row) => [row.row, row.date, row.incomplete])).toEqual([
        [1, 'Datum', true],
        [2, '5.9.2026', false],
      ]);
    });
  });

  describe('separator detection', () => {
    it('keeps a comma inside a team name when the paste is separated by runs of spaces', () => {
      expect(parseImportText('5.9.2026  15:00  TJ Sokol Svinov, z.s.  TJ Sokol Havířov  Muži')[0]).toMatchObject({
        home: 'TJ Sokol Svinov, z.s.',
        away: 'TJ Sokol Havířov',
        incomplete: false,
      });
    });

    it('prefers tabs over semicolons inside cells', () => {
      expect(parseImportText('5.9.2026\t15:00\tTJ Sokol Svinov A; hřiště B\tTJ Sokol Havířov\tMuži')[0]).toMatchObject({
        home: 'TJ Sokol Svinov A; hřiště B',
      });
    });

    it('picks commas when a semicolon appears only inside quotes', () => {
      expect(parseImportText('5.9.2026,15:00,"Svinov; A",TJ Sokol Havířov,Muži')[0]).toMatchObject({
        home: 'Svinov; A',
        category: 'Muži',
      });
    });
  });

  describe('incomplete rows', () => {
    it('marks a row with fewer than five cells', () => {
      expect(parseImportText('5.9.2026;15:00;TJ Sokol Svinov A')[0]).toMatchObject({ row: 1, incomplete: true });
    });

    it('marks a row with an empty required cell', () => {
      expect(parseImportText('5.9.2026;;TJ Sokol Svinov A;TJ Sokol Havířov;Muži')[0]).toMatchObject({
        time: '',
        incomplete: true,
      });
    });

    it('ignores cells beyond the fifth when there is no header', () => {
      expect(parseImportText('5.9.2026;15:00;TJ Sokol Svinov A;TJ Sokol Havířov;Muži;poznámka')[0]).toMatchObject({
        ...svinovHavirov,
        incomplete: false,
      });
    });
  });
});
