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
  statistics: () => [...bettingKeys.all, 'statistics'] as const,
  teamForm: (teamId: string) => [...bettingKeys.all, 'team-form', teamId] as const,
};

/**
 * What a place_bet answer refreshes: the balance, the history and the bettor's statistics (the
 * new bet counts at once), and the matches, because a refusal for changed odds or a started match
 * means the slip's prices are stale (the slip shows the matches' current odds). Boards change
 * only with settlement.
 */
export const placedBetInvalidates = [bettingKeys.matches(), bettingKeys.wallet(), bettingKeys.bets(), bettingKeys.statistics()];
