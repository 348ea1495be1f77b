import { describe, expect, it } from 'vitest';
import { lineupLoadErrorMessage, lineupSaveFailure } from './load-error';

describe('lineupLoadErrorMessage', () => {
  it.each([['PGRST205'], ['42P01']])('a missing lineups table (%s) is not created yet', (code) => {
    expect(lineupLoadErrorMessage({ code, message: 'lineups' })).toBe('Tabulka sestav ještě nebyla vytvořena');
  });

  it('any other failure is the general load error', () => {
    expect(lineupLoadErrorMessage(new TypeError('fetch failed'))).toBe('Chyba při načítání sestavy');
  });
});

describe('lineupSaveFailure', () => {
  it.each([['PGRST205'], ['42P01']])('a save into missing lineup tables (%s) sends the coach to the administrator', (code) => {
    expect(lineupSaveFailure({ code, message: 'lineups' })).toBe('Database tables not set up. Please contact administrator.');
  });

  it('any other failure is the general save error', () => {
    expect(lineupSaveFailure({ code: '08006', message: 'connection failure' })).toBe('Chyba při ukládání sestavy');
  });
});
