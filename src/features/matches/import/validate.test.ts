import { describe, expect, it } from 'vitest';
import { importMessages } from './messages';
import { parseImportText } from './parse';
import { validateImportRows, type ImportContext, type ImportRowResult } from './validate';

const MEN = '00000000-0000-4000-8000-00000000c001';
const OLDER_BOYS = '00000000-0000-4000-8000-00000000c002';
const SEASON = '00000000-0000-4000-8000-00000000a001';
const team = (n: number, name: string, short_name: string | null) => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name,
  short_name,
});
const svinovA = team(1, 'TJ Sokol Svinov A', 'Svinov A');
const svinovB = team(2, 'TJ Sokol Svinov B', 'Svinov B');
const havirov = team(3, 'TJ Sokol Havířov', 'Havířov');
const poruba = team(4, 'TJ Sokol Poruba', 'Poruba');
const klimkovice = team(5, 'TJ Sokol Klimkovice', 'Klimkovice');
const boysSvinov = team(6, 'TJ Sokol Svinov', 'Svinov');
const boysKrnov = team(7, 'TJ Sokol Krnov', null);

const context: ImportContext = {
  categories: [
    { id: MEN, name: 'Muži' },
    { id: OLDER_BOYS, name: 'Starší  žáci' },
  ],
  teamsByCategory: { [MEN]: [svinovA, svinovB, havirov, poruba, klimkovice], [OLDER_BOYS]: [boysSvinov, boysKrnov] },
  existing: [
    {
      category_id: MEN,
      season_id: SEASON,
      home_team_id: havirov.id,
      away_team_id: poruba.id,
      date: '2026-09-12',
      time: '15:00:00',
    },
  ],
  seasonId: SEASON,
};
const MEN_TEAMS = 'TJ Sokol Svinov A, TJ Sokol Svinov B, TJ Sokol Havířov, TJ Sokol Poruba, TJ Sokol Klimkovice';

const validate = (paste: string, overrides: Partial<ImportContext> = {}) =>
  validateImportRows(parseImportText(paste), { ...context, ...overrides });
const errorsOf = (result: ImportRowResult | undefined) => (result && !result.ok ? result.errors : []);

describe('the messages (exact wording)', () => {
  it('word the category, team and cell refusals word for word', () => {
    expect(importMessages.categoryNotFound('Veteráni', 3)).toBe('Kategorie "Veteráni" nebyla nalezena pro zápas 3');
    expect(importMessages.teamNotFound('Krnov', 2, ['A', 'B', 'C'])).toBe(
      'Tým "Krnov" nebyl nalezen pro zápas 2. Dostupné týmy: A, B, C',
    );
    expect(importMessages.invalidDate).toBe('Neplatné datum');
    expect(importMessages.invalidTime).toBe('Neplatný čas');
    expect(importMessages.duplicate).toBe('Duplicitní zápas');
    expect(importMessages.saveError).toBe('Chyba při ukládání zápasu');
  });

  it('says so when a category has no teams to list', () => {
    expect(importMessages.teamNotFound('Krnov', 1, [])).toBe('Tým "Krnov" nebyl nalezen pro zápas 1. Dostupné týmy: žádné');
  });
});

describe('a valid row (import defaults: upcoming league match, away, no venue)', () => {
  it('becomes an upcoming league match, not home, with an empty venue, in the given season', () => {
    const [result] = validate('5.9.2026;15:00;Svinov A;TJ Sokol Havířov;Muži');
    expect(result).toEqual({
      row: 1,
      ok: true,
      label: '5.9.2026 15:00 Svinov A – TJ Sokol Havířov (Muži)',
      match: {
        category_id: MEN,
        season_id: SEASON,
        home_team_id: svinovA.id,
        away_team_id: havirov.id,
        date: '2026-09-05',
        time: '15:00',
        status: 'upcoming',
        competition: 'league',
        is_home: false,
        venue: '',
        match_number: null,
      },
    });
  });

  it('normalises a Czech date with spaces, a one-digit hour and an ISO date', () => {
    const results = validate('5. 9. 2026;9:30;Svinov A;Havířov;Muži\n2026-09-06;10:00;Poruba;Klimkovice;Muži');
    expect(results.map((result) => (result.ok ? [result.match.date, result.match.time] : result.errors))).toEqual([
      ['2026-09-05', '09:30'],
      ['2026-09-06', '10:00'],
    ]);
  });

  it('keeps the match number of a sheet that has one', () => {
    const [result] = validate(
      'Datum;Čas;Číslo zápasu;Domácí tým;Hostující tým;Kategorie\n15.03.2027;14:30;M-07;Svinov A;Havířov;Muži',
    );
    expect(result).toMatchObject({ ok: true, match: { match_number: 'M-07', date: '2027-03-15', time: '14:30' } });
  });
});

describe('category (by name, case-insensitively)', () => {
  it.each(['Muži', 'MUŽI', 'muži', '  Muži ', 'Muzi'])('%j is the men category', (written) => {
    expect(validate(`5.9.2026;15:00;Svinov A;Havířov;${written}`)[0]).toMatchObject({ ok: true, match: { category_id: MEN } });
  });

  it('matches a category name with collapsed whitespace on either side', () => {
    expect(validate('5.9.2026;10:00;Svinov;Krnov;starší   Žáci')[0]).toMatchObject({
      ok: true,
      match: { category_id: OLDER_BOYS },
    });
  });

  it('refuses an unknown category naming it as written and the match number, without judging its teams', () => {
    const results = validate('5.9.2026;15:00;Svinov A;Havířov;Muži\n5.9.2026;17:00;Kdokoli;Nikdo;Veteráni  B');
    expect(results[1]).toEqual({
      row: 2,
      ok: false,
      label: '5.9.2026 17:00 Kdokoli – Nikdo (Veteráni B)',
      errors: ['Kategorie "Veteráni B" nebyla nalezena pro zápas 2'],
    });
  });

  it('refuses every row when no categories are loaded', () => {
    expect(errorsOf(validate('5.9.2026;15:00;Svinov A;Havířov;Muži', { categories: [] })[0])).toEqual([
      'Kategorie "Muži" nebyla nalezena pro zápas 1',
    ]);
  });
});

describe('teams (name or short name, exact or partial, within the category)', () => {
  it('names an unknown team and lists the teams of the category', () => {
    expect(errorsOf(validate('5.9.2026;15:00;TJ Sokol Krnov;Havířov;Muži')[0])).toEqual([
      `Tým "TJ Sokol Krnov" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
    ]);
  });

  it('reports both teams when neither is found', () => {
    expect(errorsOf(validate('5.9.2026;15:00;Opava;Karviná;Muži')[0])).toEqual([
      `Tým "Opava" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
      `Tým "Karviná" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
    ]);
  });

  it('does not find a team of another category: Krnov plays older boys, not men', () => {
    expect(validate('5.9.2026;10:00;Krnov;Svinov;Starší žáci')[0]).toMatchObject({
      ok: true,
      match: { home_team_id: boysKrnov.id, away_team_id: boysSvinov.id },
    });
    expect(errorsOf(validate('5.9.2026;10:00;Krnov;Svinov A;Muži')[0])).toEqual([
      `Tým "Krnov" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
    ]);
  });

  it('refuses an ambiguous name, listing the teams to choose from', () => {
    expect(errorsOf(validate('5.9.2026;15:00;Svinov;Havířov;Muži')[0])).toEqual([
      `Tým "Svinov" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
    ]);
  });

  it('finds teams by accent-free, partial and differently-cased names', () => {
    expect(validate('5.9.2026;15:00;havirov;KLIMKOV;Muži')[0]).toMatchObject({
      ok: true,
      match: { home_team_id: havirov.id, away_team_id: klimkovice.id },
    });
  });

  it('refuses the same team on both sides', () => {
    expect(errorsOf(validate('5.9.2026;15:00;Svinov A;TJ Sokol Svinov A;Muži')[0])).toEqual([
      'Domácí a hostující tým musí být různé',
    ]);
  });
});

describe('date and time cells', () => {
  it('refuses an impossible date with "Neplatné datum"', () => {
    expect(errorsOf(validate('31.2.2027;15:00;Svinov A;Havířov;Muži')[0])).toEqual(['Neplatné datum']);
  });

  it('refuses a time outside 0–23 h or 00–59 min with "Neplatný čas"', () => {
    expect(errorsOf(validate('5.9.2026;24:00;Svinov A;Havířov;Muži')[0])).toEqual(['Neplatný čas']);
    expect(errorsOf(validate('5.9.2026;15:60;Svinov A;Havířov;Muži')[0])).toEqual(['Neplatný čas']);
  });

  it('reports all errors of a row together, in column order of the checks', () => {
    expect(errorsOf(validate('5.9.26;25:00;Opava;Havířov;Muži')[0])).toEqual([
      `Tým "Opava" nebyl nalezen pro zápas 1. Dostupné týmy: ${MEN_TEAMS}`,
      'Neplatné datum',
      'Neplatný čas',
    ]);
    expect(errorsOf(validate('zítra;odpoledne;A;B;Dorost')[0])).toEqual([
      'Kategorie "Dorost" nebyla nalezena pro zápas 1',
      'Neplatné datum',
      'Neplatný čas',
    ]);
  });

  it('refuses a row with an empty cell as incomplete rather than guessing', () => {
    expect(errorsOf(validate('5.9.2026;;Svinov A;Havířov;Muži')[0])).toEqual([
      'Zápas 1 nemá všech 5 sloupců (datum, čas, domácí, hosté, kategorie)',
    ]);
  });
});

describe('duplicates on category, season, home, away, date and time', () => {
  it('refuses a match already saved, whatever the seconds of its stored time', () => {
    expect(errorsOf(validate('12.9.2026;15:00;Havířov;Poruba;Muži')[0])).toEqual(['Duplicitní zápas']);
  });

  it('refuses the second copy of a fixture within the same paste, written differently', () => {
    const results = validate('19.9.2026;9:00;Svinov B;Poruba;Muži\n19. 9. 2026;09:00;tj sokol svinov b;TJ Sokol Poruba;MUŽI');
    expect(results.map((result) => (result.ok ? 'ok' : result.errors))).toEqual(['ok', ['Duplicitní zápas']]);
  });

  it.each([
    ['another time', '12.9.2026;17:00;Havířov;Poruba;Muži'],
    ['another date', '13.9.2026;15:00;Havířov;Poruba;Muži'],
    ['swapped home and away', '12.9.2026;15:00;Poruba;Havířov;Muži'],
  ])('accepts the same pairing at %s', (_, line) => {
    expect(validate(line)[0]?.ok).toBe(true);
  });

  it('accepts the fixture of an existing match from another season', () => {
    expect(validate('12.9.2026;15:00;Havířov;Poruba;Muži', { seasonId: '00000000-0000-4000-8000-00000000a002' })[0]?.ok).toBe(
      true,
    );
  });

  it('does not count a refused row as a saved fixture', () => {
    const results = validate('19.9.2026;25:00;Svinov B;Poruba;Muži\n19.9.2026;25:00;Svinov B;Poruba;Muži');
    expect(results.map(errorsOf)).toEqual([['Neplatný čas'], ['Neplatný čas']]);
  });
});

describe('a 10-row paste with two bad rows', () => {
  const paste = [
    'Datum\tČas\tDomácí\tHosté\tKategorie',
    '',
    '5.9.2026\t15:00\tSvinov A\tHavířov\tMuži',
    '5.9.2026\t17:00\tSvinov B\tKlimkovice\tMuži',
    '6.9.2026\t10:00\tKrnov\tSvinov\tStarší žáci',
    '   ',
    '13.9.2026\t15:00\tHavířov\tSvinov B\tmuži',
    '13.9.2026\t24:00\tPoruba\tSvinov A\tMuži',
    '20.9.2026\t15:00\tKlimkovice\tPoruba\tMUŽI',
    '20. 9. 2026\t10:00\tSvinov\tKrnov\tstarší žáci',
    '27.9.2026\t15:00\tHavířov\tKlimkovice\tMuži',
    '27.9.2026\t15:00\tSvinov A\tKrnov\tVeteráni',
    '2026-10-04\t9:30\tPoruba\tHavířov\tMuži',
    '',
  ].join('\n');

  it('refuses exactly those two rows, with their messages, and accepts the other eight', () => {
    const results = validateImportRows(parseImportText(paste), context);
    expect(results).toHaveLength(10);
    expect(results.filter((result) => result.ok)).toHaveLength(8);
    expect(results.flatMap((result) => (result.ok ? [] : [[result.row, result.errors]]))).toEqual([
      [5, ['Neplatný čas']],
      [9, ['Kategorie "Veteráni" nebyla nalezena pro zápas 9']],
    ]);
  });
});
