import { describe, expect, it } from 'vitest';
import { matchSummary } from './match-summary-fixture';
import { pragueOffset, sportsEventJsonLd } from './structured-data';

const match = matchSummary({ id: 'm1' });

describe('structured data of a match', () => {
  it.each([
    ['2026-11-28', '15:00', '+01:00'],
    ['2027-06-05', '10:30', '+02:00'],
    ['2027-03-27', '15:00', '+01:00'],
    ['2027-03-28', '15:00', '+02:00'],
    ['2026-10-25', '15:00', '+01:00'],
  ])('Prague on %s at %s is UTC%s', (date, time, offset) => {
    expect(pragueOffset(date, time)).toBe(offset);
  });

  it('is a SportsEvent with both teams, the kick-off in Prague time and the venue', () => {
    expect(sportsEventJsonLd(match, 'https://svinov.cz/matches/m1')).toMatchObject({
      '@type': 'SportsEvent',
      name: 'TJ Sokol Svinov – TJ Tatran Bohunice',
      startDate: '2026-11-28T15:00:00+01:00',
      homeTeam: { name: 'TJ Sokol Svinov' },
      awayTeam: { name: 'TJ Tatran Bohunice' },
      location: { name: 'Svinov' },
      url: 'https://svinov.cz/matches/m1',
    });
  });

  it('names the result of a completed match and dates a match without a time by its day', () => {
    const played = sportsEventJsonLd({ ...match, status: 'completed', home_score: 24, away_score: 19, time: null }, 'u');
    expect(played).toMatchObject({ startDate: '2026-11-28', description: 'Muži, výsledek 24:19' });
  });
});
