import { describe, expect, it } from 'vitest';
import type { MemberRow } from './api/members';
import { csvCell, rosterCsv } from './roster-csv';

const member = (overrides: Partial<MemberRow> = {}): MemberRow => ({
  id: '1',
  name: 'Eliška',
  surname: 'Černá',
  registration_number: 'SV00001',
  date_of_birth: '2008-02-29',
  sex: 'female',
  category_id: 'c',
  category: { name: 'Dorostenky' },
  functions: ['player', 'coach'],
  created_at: '',
  updated_at: '',
  ...overrides,
});
const labels: Record<string, string> = { player: 'Hráč', coach: 'Trenér' };
const label = (code: string) => labels[code] ?? code;

describe('roster CSV for Czech Excel', () => {
  it('starts with the UTF-8 BOM, separates with semicolons, ends rows with CRLF and writes cs-CZ dates', () => {
    expect(rosterCsv([member()], label)).toBe(
      '\uFEFFPříjmení;Jméno;Registrační číslo;Datum narození;Pohlaví;Kategorie;Funkce\r\n' +
        'Černá;Eliška;SV00001;29. 2. 2008;Žena;Dorostenky;Hráč, Trenér\r\n',
    );
  });

  it('leaves missing values empty', () => {
    const csv = rosterCsv([member({ date_of_birth: null, sex: null, category: null, functions: [] })], label);
    expect(csv.split('\r\n')[1]).toBe('Černá;Eliška;SV00001;;;;');
  });

  it.each([
    ['Novák', 'Novák'],
    ['a;b', '"a;b"'],
    ['Jan "Honza"', '"Jan ""Honza"""'],
    ['řádek\nnový', '"řádek\nnový"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1', "'-1"],
  ])('cell %j is written as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
