import { describe, expect, it } from 'vitest';
import { csvFile } from '@/lib/csv-file';
import { functionLabel, member } from './roster-fixtures';
import { rosterTable } from './roster-table';

const rosterCsv = (...args: Parameters<typeof rosterTable>) => {
  const { header, rows } = rosterTable(...args);
  return csvFile(header, rows);
};

describe('the roster as a CSV for Czech Excel (src/lib/csv-file.ts)', () => {
  it('starts with the UTF-8 BOM, separates with semicolons, ends rows with CRLF and writes cs-CZ dates', () => {
    expect(rosterCsv([member()], functionLabel)).toBe(
      '\uFEFFPříjmení;Jméno;Registrační číslo;Datum narození;Pohlaví;Kategorie;Funkce\r\n' +
        'Černá;Eliška;SV00001;29. 2. 2008;Žena;Dorostenky;Hráč, Trenér\r\n',
    );
  });

  it('leaves missing values empty', () => {
    const csv = rosterCsv([member({ date_of_birth: null, sex: null, category: null, functions: [] })], functionLabel);
    expect(csv.split('\r\n')[1]).toBe('Černá;Eliška;SV00001;;;;');
  });

  it('a surname that looks like a formula is written as text', () => {
    expect(rosterCsv([member({ surname: '=HYPERLINK("x")' })], functionLabel).split('\r\n')[1]).toBe(
      '"\'=HYPERLINK(""x"")";Eliška;SV00001;29. 2. 2008;Žena;Dorostenky;Hráč, Trenér',
    );
  });
});
