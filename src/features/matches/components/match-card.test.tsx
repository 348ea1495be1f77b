// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchSummary } from '../match-summary-fixture';
import { MatchCard } from './match-card';

// The logo reads the Supabase env for its storage URL; the card's text is what is tested here.
vi.mock('@/features/clubs/components/shared/team-badge', () => ({ TeamLogo: () => null }));

afterEach(cleanup);

describe('the match card', () => {
  it('names the matchweek as the week of the season it is, not as a league round', () => {
    render(<MatchCard match={matchSummary({ matchweek: 30 })} />);
    expect(screen.getByText('Muži · 30. týden sezóny')).toBeTruthy();
    expect(screen.queryByText(/kolo/)).toBeNull();
  });
});
