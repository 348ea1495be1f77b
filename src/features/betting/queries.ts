import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getTeamFormRecord } from '@/features/player-statistics/api';
import { getBettingStatistics, getLeaderboard, getUserRank, getWalletSummary, listBets, listBettingMatches } from './api';
import { pragueToday } from '@/features/matches/kickoff';
import { bettingKeys } from './keys';
import type { TBetHistoryTab, TLeaderboardPeriod } from './schema';

const MINUTE = 60 * 1000;

/** How long the betting game's reads stay fresh (wallet and bets change often, odds rarely). */
export const BETTING_CACHE = {
  matches: { staleTime: 5 * MINUTE, refetchInterval: 5 * MINUTE },
  wallet: { staleTime: 30 * 1000, refetchInterval: 60 * 1000 },
  bets: { staleTime: MINUTE },
  stats: { staleTime: 5 * MINUTE },
  teamForm: { staleTime: 10 * MINUTE },
} as const;

/** Matches with their odds (odds are cached with them: 5 min either way). */
export const bettingMatchesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({
    queryKey: bettingKeys.matches(),
    queryFn: async () => listBettingMatches(await loadClient(), pragueToday(new Date())),
    ...BETTING_CACHE.matches,
  });

export const walletOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({
    queryKey: bettingKeys.wallet(),
    queryFn: async () => getWalletSummary(await loadClient()),
    ...BETTING_CACHE.wallet,
  });

/**
 * Bets go stale after a minute; while any shown bet is pending they are refetched each minute,
 * so a result recorded by an admin moves the bet to settled without a reload.
 */
export const betListOptions = (loadClient: SupabaseClientLoader, userId: string, tab: TBetHistoryTab) =>
  queryOptions({
    queryKey: bettingKeys.betList(userId, tab),
    queryFn: async () => listBets(await loadClient(), userId, tab),
    ...BETTING_CACHE.bets,
    refetchInterval: (query) =>
      query.state.data?.some((bet) => bet.status === 'PENDING') ? BETTING_CACHE.bets.staleTime : false,
  });

export const leaderboardOptions = (loadClient: SupabaseClientLoader, period: TLeaderboardPeriod) =>
  queryOptions({
    queryKey: bettingKeys.leaderboard(period),
    queryFn: async () => getLeaderboard(await loadClient(), period),
    ...BETTING_CACHE.stats,
  });

export const userRankOptions = (loadClient: SupabaseClientLoader, period: TLeaderboardPeriod) =>
  queryOptions({
    queryKey: bettingKeys.rank(period),
    queryFn: async () => getUserRank(await loadClient(), period),
    ...BETTING_CACHE.stats,
  });

/** The bettor's own statistics, cached as the boards are (stats 5 min). */
export const bettingStatisticsOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({
    queryKey: bettingKeys.statistics(),
    queryFn: async () => getBettingStatistics(await loadClient()),
    ...BETTING_CACHE.stats,
  });

/** One team's form; a team on several cards is read once (team form 10 min). */
export const teamFormOptions = (loadClient: SupabaseClientLoader, teamId: string) =>
  queryOptions({
    queryKey: bettingKeys.teamForm(teamId),
    queryFn: async () => getTeamFormRecord(await loadClient(), teamId),
    ...BETTING_CACHE.teamForm,
  });
