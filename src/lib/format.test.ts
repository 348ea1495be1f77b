import { describe, expect, it } from 'vitest';
import { czechPlural, czechPluralForm, formatAgo, formatDate, formatDateTime, formatLongDate, formatMonthYear } from './format';

describe('Czech date formatting (cs-CZ)', () => {
  it('writes day. month. year with spaces, without leading zeros', () => {
    expect(formatDate('2026-09-05')).toBe('5. 9. 2026');
    expect(formatDateTime(new Date(2026, 8, 5, 17, 30))).toBe('5. 9. 2026 17:30');
  });

  it('reads a plain date as that calendar day whatever the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('1. 1. 2026');
  });

  it('names weekdays and months in Czech', () => {
    expect(formatLongDate('2026-09-05')).toBe('sobota 5. září 2026');
    expect(formatMonthYear('2026-09-05')).toBe('září 2026');
  });

  it('says how long ago in Czech', () => {
    expect(formatAgo(new Date(2026, 0, 1, 10), new Date(2026, 0, 1, 13))).toBe('přibližně před 3 hodinami');
  });
});

describe('Czech plurals', () => {
  it('picks the form by count', () => {
    const goals: [string, string, string] = ['gól', 'góly', 'gólů'];
    expect([0, 1, 2, 4, 5, 12].map((n) => czechPlural(n, goals))).toEqual(['0 gólů', '1 gól', '2 góly', '4 góly', '5 gólů', '12 gólů']);
  });

  it('gives the form alone where the number is shown apart (the home page: 4 družstva, 10 družstev)', () => {
    const teams: [string, string, string] = ['družstvo', 'družstva', 'družstev'];
    expect([1, 4, 5, 10, 22].map((n) => czechPluralForm(n, teams))).toEqual(['družstvo', 'družstva', 'družstev', 'družstev', 'družstev']);
  });
});
