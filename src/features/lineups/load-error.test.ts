import { describe, expect, it } from 'vitest';
import { lineupLoadErrorMessage } from './load-error';

describe('lineupLoadErrorMessage', () => {
  it.each([['PGRST205'], ['42P01']])('a missing lineups table (%s) is not created yet', (code) => {
    expect(lineupLoadErrorMessage({ code, message: 'lineups' })).toBe('Tabulka sestav ještě nebyla vytvořena');
  });

  it('any other failure is the general load error', () => {
    expect(lineupLoadErrorMessage(new TypeError('fetch failed'))).toBe('Chyba při načítání sestavy');
  });
});
