import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchweek, seasonHalf } from './season-calendar';

// The club's time zone, where a daylight-saving change makes a 23- or 25-hour day.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Prague';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe('matchweek (whole weeks since season start, minimum 1)', () => {
  it.each([
    ['2026-09-01', 1, 'the start day is day 0 of week 1'],
    ['2026-09-07', 1, 'day 6 is the last day of week 1'],
    ['2026-09-08', 2, 'day 7 starts week 2'],
    ['2026-09-14', 2, 'day 13 ends week 2'],
    ['2026-09-15', 3, 'day 14 starts week 3'],
    ['2026-12-31', 18, 'across the turn of the year'],
    ['2027-03-27', 30, 'the first spring round of the seed'],
    ['2027-06-30', 44, 'the last day of the season (day 302)'],
  ])('a match on %s is in week %i of a season starting 1 September 2026 (%s)', (date, week) => {
    expect(matchweek('2026-09-01', date)).toBe(week);
  });

  it.each(['2026-08-31', '2026-08-20', '2025-09-01'])('a match on %s, before the start, is in week 1', (date) => {
    expect(matchweek('2026-09-01', date)).toBe(1);
  });

  it('counts calendar days across the October change to winter time (a 25-hour day)', () => {
    expect(matchweek('2026-10-19', '2026-10-25')).toBe(1);
    expect(matchweek('2026-10-19', '2026-10-26')).toBe(2);
  });

  it('counts calendar days across the March change to summer time (a 23-hour day)', () => {
    expect(matchweek('2027-03-22', '2027-03-28')).toBe(1);
    expect(matchweek('2027-03-22', '2027-03-29')).toBe(2);
  });

  it('counts a leap day', () => {
    expect(matchweek('2028-02-23', '2028-02-29')).toBe(1);
    expect(matchweek('2028-02-23', '2028-03-01')).toBe(2);
  });

  it('takes Date objects as the local calendar day, whatever the time of day', () => {
    expect(matchweek(new Date(2026, 8, 1, 0, 0), new Date(2026, 8, 7, 23, 59))).toBe(1);
    expect(matchweek(new Date(2026, 8, 1, 23, 59), new Date(2026, 8, 8, 0, 1))).toBe(2);
    expect(matchweek('2026-09-01', new Date(2026, 8, 8, 17, 0))).toBe(2);
  });

  it('refuses a text that is not a calendar day rather than saving a wrong week', () => {
    expect(() => matchweek('2026-09-01', '5.9.2026')).toThrow(RangeError);
    expect(() => matchweek('', '2026-09-05')).toThrow(RangeError);
    expect(() => matchweek('2026-09-01', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('season halves (autumn August–February, spring March–July)', () => {
  it.each([
    ['2026-07-31', 'spring', 'the last day of July closes the previous season'],
    ['2026-08-01', 'autumn', 'fixtures may start in August'],
    ['2026-09-05', 'autumn', 'the first round'],
    ['2026-12-31', 'autumn', 'New Year’s Eve'],
    ['2027-01-01', 'autumn', 'the winter break stays in autumn'],
    ['2027-02-28', 'autumn', 'the last day of February'],
    ['2027-03-01', 'spring', 'spring starts on 1 March'],
    ['2027-03-27', 'spring', 'the first spring round of the seed'],
    ['2027-06-30', 'spring', 'the last day of the season'],
    ['2028-02-29', 'autumn', 'a leap day'],
  ] as const)('%s is %s (%s)', (date, half, _reason) => {
    expect(seasonHalf(date)).toBe(half);
  });

  it('reads a Date as its local calendar day', () => {
    expect(seasonHalf(new Date(2027, 1, 28, 23, 59))).toBe('autumn');
    expect(seasonHalf(new Date(2027, 2, 1, 0, 0))).toBe('spring');
  });
});
