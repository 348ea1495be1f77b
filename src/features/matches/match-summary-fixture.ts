import type { MatchSummary } from './api/public';

const team = (name: string) => ({ id: name, name, short_name: name, logo_url: null, club_id: name });

/** An upcoming own-club match of the men, for tests; ids are valid uuids so URL-state parses them. */
export function matchSummary(overrides: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id: '0c8e2f3a-5b6d-4e7f-8a9b-1c2d3e4f5a6b',
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
    category: { id: '6f1c1a52-7d1e-4c55-9d43-0b6f4f7a2b10', name: 'Muži', slug: 'men' },
    season_id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    home: team('TJ Sokol Svinov'),
    away: team('TJ Tatran Bohunice'),
    ...overrides,
  };
}
