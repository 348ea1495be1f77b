import { describe, expect, it } from 'vitest';
import { betHistoryUrlState, leaderboardUrlState } from './url-state';

describe('the betting screens’ state in the URL', () => {
  it('opens the leaderboard on the season, for a bare address and for an unknown period alike', () => {
    expect(leaderboardUrlState.parse(new URLSearchParams())).toEqual({ period: 'SEASON' });
    expect(leaderboardUrlState.parse(new URLSearchParams('period=YEARLY'))).toEqual({ period: 'SEASON' });
    expect(leaderboardUrlState.parse(new URLSearchParams('period=WEEKLY'))).toEqual({ period: 'WEEKLY' });
  });

  it('writes a period other than the season, and leaves the season out', () => {
    expect(leaderboardUrlState.toParams({ period: 'MONTHLY' }).toString()).toBe('period=MONTHLY');
    expect(leaderboardUrlState.toParams({ period: 'SEASON' }, new URLSearchParams('period=MONTHLY')).toString()).toBe('');
  });

  it('opens the history on active bets and keeps a known tab', () => {
    expect(betHistoryUrlState.parse(new URLSearchParams('tab=lost'))).toEqual({ tab: 'active' });
    expect(betHistoryUrlState.parse(new URLSearchParams('tab=settled'))).toEqual({ tab: 'settled' });
    expect(betHistoryUrlState.toParams({ tab: 'all' }).toString()).toBe('tab=all');
  });
});
