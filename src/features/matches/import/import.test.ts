import { describe, expect, it } from 'vitest';
import { parseImportText } from './parse';
import { findTeam, parseImportDate, parseImportTime, validateImportRows, type ImportContext } from './validate';

const MEN = '00000000-0000-4000-8000-00000000c001';
const BOYS = '00000000-0000-4000-8000-00000000c002';
const SEASON = '00000000-0000-4000-8000-00000000a001';
const team = (id: string, name: string, short_name: string | null = null) => ({ id: `00000000-0000-4000-8000-0000000${id}`, name, short_name });
const svinovA = team('0000t01', 'TJ Sokol Svinov A', 'Svinov A');
const svinovB = team('0000t02', 'TJ Sokol Svinov B', 'Svinov B');
const havirov = team('0000t03', 'TJ Sokol Havířov', 'Havířov');
const zabreh = team('0000t04', 'TJ Sokol Ostrava-Zábřeh', 'Zábřeh');
const krnov = team('0000t05', 'TJ Sokol Krnov', null);

const context: ImportContext = {
  categories: [
    { id: MEN, name: 'Muži' },
    { id: BOYS, name: 'Starší žáci' },
  ],
  teamsByCategory: { [MEN]: [svinovA, svinovB, havirov, zabreh], [BOYS]: [krnov, svinovA] },
  existing: [{ category_id: MEN, season_id: SEASON, home_team_id: havirov.id, away_team_id: zabreh.id, date: '2026-09-12', time: '15:00:00' }],
  seasonId: SEASON,
};

describe('parsing a pasted table or CSV (spec §4 import)', () => {
  it('reads a tab-separated spreadsheet paste with a Czech header in another order, skipping blank lines', () => {
    const rows = parseImportText('Kategorie\tDatum\tČas\tDomácí\tHosté\n\nMuži\t5.9.2026\t15:00\tSvinov A\tHavířov\n');
    expect(rows).toEqual([{ row: 1, category: 'Muži', date: '5.9.2026', time: '15:00', home: 'Svinov A', away: 'Havířov', incomplete: false }]);
  });

  it('reads semicolon CSV with quoted cells, a BOM and messy spacing', () => {
    const [row] = parseImportText('\uFEFF 5. 9. 2026 ; 9:30 ;"TJ  Sokol   Havířov";"Zábřeh" ; muži ');
    expect(row).toMatchObject({ date: '5. 9. 2026', time: '9:30', home: 'TJ Sokol Havířov', away: 'Zábřeh', category: 'muži' });
  });

  it('reads columns separated by runs of spaces', () => {
    const [row] = parseImportText('5.9.2026  15:00  Svinov A  Havířov  Muži');
    expect(row).toMatchObject({ home: 'Svinov A', away: 'Havířov', category: 'Muži', incomplete: false });
  });

  it('marks a row with missing cells', () => {
    expect(parseImportText('5.9.2026;15:00;Svinov A')[0]?.incomplete).toBe(true);
  });
});

describe('dates, times and teams', () => {
  it.each([
    ['5.9.2026', '2026-09-05'],
    ['05.09.2026', '2026-09-05'],
    ['5. 9. 2026', '2026-09-05'],
    ['2026-09-05', '2026-09-05'],
    ['31.2.2026', null],
    ['5.9.26', null],
    ['zítra', null],
  ])('date %j → %j', (input, expected) => {
    expect(parseImportDate(input)).toBe(expected);
  });

  it.each([
    ['15:00', '15:00'],
    ['9:30', '09:30'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['1500', null],
  ])('time %j → %j', (input, expected) => {
    expect(parseImportTime(input)).toBe(expected);
  });

  it('finds a team by exact name or short name before partial, ignoring case and accents', () => {
    expect(findTeam([svinovA, svinovB, havirov], 'tj sokol havirov')).toBe(havirov);
    expect(findTeam([svinovA, svinovB, havirov], 'Svinov B')).toBe(svinovB);
    expect(findTeam([svinovA, svinovB, havirov], 'Havíř')).toBe(havirov);
  });

  it('refuses an ambiguous partial match instead of guessing', () => {
    expect(findTeam([svinovA, svinovB], 'Svinov')).toBeNull();
  });
});

describe('validating rows (spec §5, §8 messages)', () => {
  it('turns a valid row into an upcoming league match, not home, with an empty venue', () => {
    const [result] = validateImportRows(parseImportText('5.9.2026;15:00;Svinov A;Havířov;MUŽI'), context);
    expect(result).toMatchObject({
      ok: true,
      match: { category_id: MEN, season_id: SEASON, home_team_id: svinovA.id, away_team_id: havirov.id, date: '2026-09-05', time: '15:00', status: 'upcoming', competition: 'league', is_home: false, venue: '' },
    });
  });

  it('reports an unknown category with the spec message and the match number', () => {
    const [result] = validateImportRows(parseImportText('5.9.2026;15:00;Svinov A;Havířov;Veteráni'), context);
    expect(result).toMatchObject({ ok: false, errors: ['Kategorie "Veteráni" nebyla nalezena pro zápas 1'] });
  });

  it('names an unknown team and lists the available teams of the category', () => {
    const [result] = validateImportRows(parseImportText('5.9.2026;15:00;Krnov;Havířov;Muži'), context);
    expect(result).toMatchObject({
      ok: false,
      errors: ['Tým "Krnov" nebyl nalezen pro zápas 1. Dostupné týmy: TJ Sokol Svinov A, TJ Sokol Svinov B, TJ Sokol Havířov, TJ Sokol Ostrava-Zábřeh'],
    });
  });

  it('reports every error of a row together', () => {
    const [result] = validateImportRows(parseImportText('31.2.2026;25:00;Svinov A;Havířov;Muži'), context);
    expect(result).toMatchObject({ ok: false, errors: ['Neplatné datum', 'Neplatný čas'] });
  });

  it('refuses a duplicate of an existing match and of an earlier row of the same import', () => {
    const results = validateImportRows(
      parseImportText('12.9.2026;15:00;Havířov;Zábřeh;Muži\n19.9.2026;10:00;Svinov B;Zábřeh;Muži\n19.9.2026;10:00;Svinov B;Zábřeh;Muži'),
      context,
    );
    expect(results.map((result) => (result.ok ? 'ok' : result.errors.join()))).toEqual(['Duplicitní zápas', 'ok', 'Duplicitní zápas']);
  });

  it('a 10-row paste with 2 bad rows refuses exactly those rows', () => {
    const paste = [
      'Datum\tČas\tDomácí\tHosté\tKategorie',
      '5.9.2026\t15:00\tSvinov A\tHavířov\tMuži',
      '5.9.2026\t17:00\tSvinov B\tZábřeh\tMuži',
      '6.9.2026\t10:00\tKrnov\tSvinov A\tStarší žáci',
      '13.9.2026\t15:00\tHavířov\tSvinov B\tMuži',
      '13.9.2026\t99:00\tZábřeh\tSvinov A\tMuži',
      '20.9.2026\t15:00\tSvinov A\tZábřeh\tMuži',
      '20.9.2026\t10:00\tSvinov A\tKrnov\tStarší žáci',
      '27.9.2026\t15:00\tHavířov\tSvinov A\tMuži',
      '27.9.2026\t15:00\tSvinov B\tHavířov\tDorost',
      '4.10.2026\t15:00\tZábřeh\tSvinov B\tMuži',
    ].join('\n');
    const results = validateImportRows(parseImportText(paste), context);
    expect(results).toHaveLength(10);
    expect(results.filter((result) => !result.ok).map((result) => [result.row, result.ok ? [] : result.errors])).toEqual([
      [5, ['Neplatný čas']],
      [9, ['Kategorie "Dorost" nebyla nalezena pro zápas 9']],
    ]);
  });

  it('refuses the same team on both sides', () => {
    const [result] = validateImportRows(parseImportText('5.9.2026;15:00;Svinov A;TJ Sokol Svinov A;Muži'), context);
    expect(result).toMatchObject({ ok: false, errors: ['Domácí a hostující tým musí být různé'] });
  });
});
