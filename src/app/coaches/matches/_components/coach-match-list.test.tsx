// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineupUrlState } from '@/features/lineups/lineup-url-state';
import { matchSummary } from '@/features/matches/match-summary-fixture';
import type { MatchSummary } from '@/features/matches/api/public';
import { CoachMatchList, lineupHref } from './coach-match-list';

// The card (tested with the public pages) reads the Supabase env for logos; its teams suffice here.
vi.mock('@/features/matches/components/match-card', () => ({
  MatchCard: ({ match }: { match: MatchSummary }) => <p>{`${match.home.name} – ${match.away.name}`}</p>,
}));

afterEach(cleanup);

const match = matchSummary();
/** Kick-off of the fixture's match is 28 Nov 2026 15:00 in Prague (14:00 UTC). */
const AFTER_KICKOFF = new Date('2026-11-28T14:00:00Z');
const BEFORE_KICKOFF = new Date('2026-11-28T13:59:00Z');
const CATEGORY_ID = match.category.id;
const MATCH_ID = match.id;

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
    render(<CoachMatchList matches={[match]} emptyText="Žádné zápasy" onRecord={onRecord} onAnalyse={vi.fn()} now={AFTER_KICKOFF} />);
    const item = within(screen.getByRole('listitem'));
    const link = item.getByRole('link', { name: 'Sestava' });
    expect(link.getAttribute('href')).toBe(lineupHref(match));
    expect(link.tabIndex).toBe(0);
    fireEvent.click(item.getByRole('button', { name: 'Zapsat výsledek' }));
    expect(onRecord).toHaveBeenCalledWith(match);
  });

  it('before kick-off the result is not offered (the database refuses a coach until then), the lineup link is', () => {
    render(<CoachMatchList matches={[match]} emptyText="Žádné zápasy" onRecord={vi.fn()} onAnalyse={vi.fn()} now={BEFORE_KICKOFF} />);
    const item = within(screen.getByRole('listitem'));
    expect(item.getByRole('link', { name: 'Sestava' })).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Zapsat výsledek' })).toBeNull();
  });

  it('a played match has no lineup link and no result action', () => {
    render(<CoachMatchList matches={[{ ...match, status: 'completed' }]} emptyText="Žádné zápasy" onRecord={null} onAnalyse={vi.fn()} now={AFTER_KICKOFF} />);
    expect(screen.queryByRole('link', { name: 'Sestava' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).not.toContain('Zapsat výsledek');
  });

  it('an empty tab says so', () => {
    render(<CoachMatchList matches={[]} emptyText="Žádné nadcházející zápasy" onRecord={null} onAnalyse={vi.fn()} now={AFTER_KICKOFF} />);
    expect(screen.getByText('Žádné nadcházející zápasy')).toBeTruthy();
  });
});
