import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, seriesDates } from './training-series';

// The club's clock: a wrong implementation (a local Date stepped by 24 hours) breaks exactly here.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Prague';
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe('dates of a training series', () => {
  it.each([
    ['2026-03-23', 1],
    ['2026-03-29', 7],
    ['2026-10-25', 7],
    ['2027-02-28', 7],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    {
      name: 'Tuesdays and Thursdays across the March change to summer time (29 March 2026)',
      from: '2026-03-24',
      to: '2026-04-02',
      weekdays: [2, 4],
      dates: ['2026-03-24', '2026-03-26', '2026-03-31', '2026-04-02'],
    },
    {
      name: 'every day across the March change, no day lost',
      from: '2026-03-28',
      to: '2026-03-31',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      dates: ['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'],
    },
    {
      name: 'every day across the October change to winter time (25 October 2026), no day repeated',
      from: '2026-10-24',
      to: '2026-10-27',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      dates: ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'],
    },
    {
      name: 'Mondays and Wednesdays across the October change',
      from: '2026-10-19',
      to: '2026-11-01',
      weekdays: [1, 3],
      dates: ['2026-10-19', '2026-10-21', '2026-10-26', '2026-10-28'],
    },
    {
      name: 'Sundays on the change days themselves',
      from: '2026-03-22',
      to: '2026-10-31',
      weekdays: [7],
      first: '2026-03-22',
      last: '2026-10-25',
      count: 32,
    },
    { name: 'a range of one day that is a chosen weekday', from: '2026-11-24', to: '2026-11-24', weekdays: [2], dates: ['2026-11-24'] },
    { name: 'an end before the start gives nothing', from: '2026-11-24', to: '2026-11-23', weekdays: [1, 2], dates: [] },
    { name: 'no weekday chosen gives nothing', from: '2026-11-01', to: '2026-11-30', weekdays: [], dates: [] },
    { name: 'over a leap day', from: '2028-02-28', to: '2028-03-01', weekdays: [2], dates: ['2028-02-29'] },
  ])('$name', ({ from, to, weekdays, dates, first, last, count }) => {
    const result = seriesDates(from, to, weekdays);
    if (dates) expect(result).toEqual(dates);
    else {
      expect(result[0]).toBe(first);
      expect(result.at(-1)).toBe(last);
      expect(result).toHaveLength(count);
    }
  });

  it('refuses a series longer than a year, as the database does', () => {
    // 366 days after the start is the last allowed day: Saturday 2 January 2027 is the 53rd Saturday.
    expect(seriesDates('2026-01-01', '2027-01-02', [6])).toHaveLength(53);
    expect(seriesDates('2026-01-01', '2027-01-03', [6])).toEqual([]);
  });
});
