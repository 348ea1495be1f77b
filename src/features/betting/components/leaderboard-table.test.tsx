// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../api';
import { LeaderboardTable } from './leaderboard-table';

afterEach(cleanup);

const ME = '00000000-0000-4000-8000-000000000005';

function entry(overrides: Partial<LeaderboardEntry>): LeaderboardEntry {
  return {
    rank: 1,
    user_id: '00000000-0000-4000-8000-000000000006',
    username: 'Tomáš Krejčí',
    total_bets: 12,
    won_bets: 9,
    lost_bets: 3,
    void_bets: 0,
    total_staked: 120,
    total_returned: 161.3,
    net_profit: 41.3,
    win_rate: 75,
    roi: 34.4,
    average_odds: 1.8,
    period: 'ALL_TIME',
    ...overrides,
  };
}

describe('the leaderboard table', () => {
  it('gives each bettor their bets and ROI beside the name (the line a phone shows), win rate and profit in their own cells', () => {
    render(
      <LeaderboardTable
        entries={[entry({}), entry({ rank: 2, user_id: ME, username: 'Martin Sázka', total_bets: 3, win_rate: 33.3, roi: -36.8, net_profit: -110.3 })]}
        userId={ME}
      />,
    );
    const [, first, mine] = screen.getAllByRole('row');
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cellsOf(first!)[1]).toBe('Tomáš Krejčí12 sázek · ROI 34,4 %');
    expect(cellsOf(mine!)[1]).toBe('Martin SázkaVy3 sázky · ROI -36,8 %');
    const cells = cellsOf(mine!);
    expect(cells).toContain('33,3 %');
    expect(cells.at(-1)).toMatch(/^-110,3\sŽET$/);
  });
});
