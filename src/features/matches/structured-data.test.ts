import { describe, expect, it } from 'vitest';
import type { MatchSummary } from './public-api';
import { pragueOffset, sportsEventJsonLd } from './structured-data';

const team = (name: string) => ({ id: name, name, short_name: name, logo_url: null, club_id: name });
const match: MatchSummary = {
  id: 'm1',
  date: '2026-11-28',
  time: '15:00:00',
  venue: 'Svinov',
  status: 'upcoming',
  competition: 'league',
  matchweek: 12,
  home_score: null,
  away_score: null,
  home_score_halftime: null,
  away_score_halftime: null,
  home_team_is_own_club: true,
  away_team_is_own_club: false,
  category: { id: 'c', name: 'Muži', slug: 'men' },
  season_id: 's',
  home: team('TJ Sokol Svinov'),
  away: team('TJ Tatran Bohunice'),
};

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
