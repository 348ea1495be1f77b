import type { TBetHistoryTab, TLeaderboardPeriod } from './schema';

/** The betting game's query keys: a placed or settled bet invalidates `wallet` and `bets`. */
export const bettingKeys = {
  all: ['betting'] as const,
  matches: () => [...bettingKeys.all, 'matches'] as const,
  wallet: () => [...bettingKeys.all, 'wallet'] as const,
  bets: () => [...bettingKeys.all, 'bets'] as const,
  betList: (userId: string, tab: TBetHistoryTab) => [...bettingKeys.bets(), userId, tab] as const,
  leaderboards: () => [...bettingKeys.all, 'leaderboard'] as const,
  leaderboard: (period: TLeaderboardPeriod) => [...bettingKeys.leaderboards(), period] as const,
  ranks: () => [...bettingKeys.all, 'rank'] as const,
  rank: (period: TLeaderboardPeriod) => [...bettingKeys.ranks(), period] as const,
};

/**
 * What a place_bet answer refreshes: the balance and the history, and the matches, because a
 * refusal for changed odds or a started match means the slip's prices are stale (the slip shows
 * the matches' current odds). Boards change only with settlement.
 */
export const placedBetInvalidates = [bettingKeys.matches(), bettingKeys.wallet(), bettingKeys.bets()];
