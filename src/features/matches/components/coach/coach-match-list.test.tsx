// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineupUrlState } from '@/features/lineups/lineup-url-state';
import type { MatchSummary } from '../../public-api';
import { CoachMatchList, lineupHref } from './coach-match-list';

// The card (tested with the public pages) reads the Supabase env for logos; its teams suffice here.
vi.mock('../match-card', () => ({
  MatchCard: ({ match }: { match: MatchSummary }) => <p>{`${match.home.name} – ${match.away.name}`}</p>,
}));

afterEach(cleanup);

const CATEGORY_ID = '6f1c1a52-7d1e-4c55-9d43-0b6f4f7a2b10';
const MATCH_ID = '0c8e2f3a-5b6d-4e7f-8a9b-1c2d3e4f5a6b';

const match: MatchSummary = {
  id: MATCH_ID,
  date: '2026-11-28',
  time: '10:00:00',
  venue: 'Svinov',
  status: 'upcoming',
  competition: 'Krajská liga',
  matchweek: 9,
  home_score: null,
  away_score: null,
  home_score_halftime: null,
  away_score_halftime: null,
  home_team_is_own_club: true,
  away_team_is_own_club: false,
  category: { id: CATEGORY_ID, name: 'Muži', slug: 'men' },
  season_id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  home: { id: 'a1', name: 'TJ Svinov A', short_name: 'Svinov A', logo_url: null, club_id: 'c1' },
  away: { id: 'a2', name: 'TJ Sokol Poruba', short_name: 'Poruba', logo_url: null, club_id: 'c2' },
};

describe('the lineup link of a coach’s match', () => {
  it('opens /coaches/lineups on the match’s category and match', () => {
    expect(lineupHref(match)).toBe(`/coaches/lineups?category=${CATEGORY_ID}&match=${MATCH_ID}`);
    expect(lineupUrlState.parse(new URL(lineupHref(match), 'http://localhost').searchParams)).toEqual({
      category: CATEGORY_ID,
      match: MATCH_ID,
      tab: lineupUrlState.defaults.tab,
    });
  });

  it('an upcoming match has a "Sestava" link, reachable by keyboard, beside the result action', () => {
    const onRecord = vi.fn();
    render(<CoachMatchList matches={[match]} emptyText="Žádné zápasy" onRecord={onRecord} onAnalyse={vi.fn()} />);
    const item = within(screen.getByRole('listitem'));
    const link = item.getByRole('link', { name: 'Sestava' });
    expect(link.getAttribute('href')).toBe(lineupHref(match));
    expect(link.tabIndex).toBe(0);
    fireEvent.click(item.getByRole('button', { name: 'Zapsat výsledek' }));
    expect(onRecord).toHaveBeenCalledWith(match);
  });

  it('a played match has no lineup link and no result action', () => {
    render(<CoachMatchList matches={[{ ...match, status: 'completed' }]} emptyText="Žádné zápasy" onRecord={null} onAnalyse={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Sestava' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).not.toContain('Zapsat výsledek');
  });

  it('an empty tab says so', () => {
    render(<CoachMatchList matches={[]} emptyText="Žádné nadcházející zápasy" onRecord={null} onAnalyse={vi.fn()} />);
    expect(screen.getByText('Žádné nadcházející zápasy')).toBeTruthy();
  });
});
