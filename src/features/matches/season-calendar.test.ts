import { describe, expect, it } from 'vitest';
import { matchweek, seasonHalf } from './season-calendar';

describe('matchweek (spec §9: weeks since season start, minimum 1)', () => {
  it.each([
    ['2026-09-01', 1],
    ['2026-09-07', 1],
    ['2026-09-08', 2],
    ['2026-09-14', 2],
    ['2026-09-15', 3],
    ['2027-03-27', 30],
  ])('a match on %s is in week %i of a season starting 1 September 2026', (date, week) => {
    expect(matchweek('2026-09-01', date)).toBe(week);
  });

  it('is at least 1 for a date before the start', () => {
    expect(matchweek('2026-09-01', '2026-08-20')).toBe(1);
  });

  it('counts across the change to winter time without an off-by-one', () => {
    expect(matchweek('2026-10-19', '2026-10-26')).toBe(2);
  });
});

describe('season halves (autumn before 1 January, spring from then)', () => {
  it.each([
    ['2026-09-05', 'autumn'],
    ['2026-12-31', 'autumn'],
    ['2027-01-01', 'spring'],
    ['2027-06-12', 'spring'],
  ] as const)('%s is %s', (date, half) => {
    expect(seasonHalf('2026-09-01', date)).toBe(half);
  });
});
