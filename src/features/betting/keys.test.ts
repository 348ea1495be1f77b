import { describe, expect, it } from 'vitest';
import { bettingKeys, placedBetInvalidates } from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('betting query keys', () => {
  const userId = '00000000-0000-4000-8000-000000000005';
  const everyKey = [
    bettingKeys.matches(),
    bettingKeys.wallet(),
    bettingKeys.betList(userId, 'active'),
    bettingKeys.betList(userId, 'settled'),
    bettingKeys.betList(userId, 'all'),
    bettingKeys.leaderboard('DAILY'),
    bettingKeys.rank('SEASON'),
    bettingKeys.statistics(),
    bettingKeys.teamForm('00000000-0000-4000-8000-000000000009'),
  ];

  it('every key sits under betting.all', () => {
    for (const key of everyKey) expect(startsWith(key, bettingKeys.all)).toBe(true);
  });

  it('a place_bet answer refreshes the matches (their odds), the wallet, every history tab and the statistics, not the boards or team form', () => {
    const refreshed = everyKey.filter((key) => placedBetInvalidates.some((prefix) => startsWith(key, prefix)));
    expect(refreshed).toEqual([
      bettingKeys.matches(),
      bettingKeys.wallet(),
      bettingKeys.betList(userId, 'active'),
      bettingKeys.betList(userId, 'settled'),
      bettingKeys.betList(userId, 'all'),
      bettingKeys.statistics(),
    ]);
  });

  it('the leaderboard prefix reaches every period, not the ranks', () => {
    expect(startsWith(bettingKeys.leaderboard('ALL_TIME'), bettingKeys.leaderboards())).toBe(true);
    expect(startsWith(bettingKeys.rank('ALL_TIME'), bettingKeys.leaderboards())).toBe(false);
  });
});
