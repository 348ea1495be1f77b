import { describe, expect, it } from 'vitest';
import { csvCell, rosterCsv } from './roster-csv';
import { member, functionLabel } from './roster-fixtures';
import { rosterTable } from './roster-table';

describe('roster CSV for Czech Excel', () => {
  it('starts with the UTF-8 BOM, separates with semicolons, ends rows with CRLF and writes cs-CZ dates', () => {
    expect(rosterCsv(rosterTable([member()], functionLabel))).toBe(
      '\uFEFFPříjmení;Jméno;Registrační číslo;Datum narození;Pohlaví;Kategorie;Funkce\r\n' +
        'Černá;Eliška;SV00001;29. 2. 2008;Žena;Dorostenky;Hráč, Trenér\r\n',
    );
  });

  it('leaves missing values empty', () => {
    const csv = rosterCsv(rosterTable([member({ date_of_birth: null, sex: null, category: null, functions: [] })], functionLabel));
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
