'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { placeBet } from './api';
import { placedBetInvalidates } from './keys';
import { betSlipMessages } from './messages';
import { betListOptions, bettingMatchesOptions, bettingStatisticsOptions, leaderboardOptions, teamFormOptions, userRankOptions, walletOptions } from './queries';
import type { TBetHistoryTab, TLeaderboardPeriod, TPlaceBetInput } from './schema';

export function useBettingMatches() {
  return useQuery(bettingMatchesOptions(loadSupabaseBrowserClient));
}

export function useWallet() {
  return useQuery(walletOptions(loadSupabaseBrowserClient));
}

export function useBets(userId: string, tab: TBetHistoryTab) {
  return useQuery(betListOptions(loadSupabaseBrowserClient, userId, tab));
}

export function useLeaderboard(period: TLeaderboardPeriod) {
  return useQuery(leaderboardOptions(loadSupabaseBrowserClient, period));
}

export function useUserRank(period: TLeaderboardPeriod) {
  return useQuery(userRankOptions(loadSupabaseBrowserClient, period));
}

export function useBettingStatistics() {
  return useQuery(bettingStatisticsOptions(loadSupabaseBrowserClient));
}

export function useTeamForm(teamId: string) {
  return useQuery(teamFormOptions(loadSupabaseBrowserClient, teamId));
}

/**
 * One place_bet RPC carrying the bet's id, so the mutation's one retry cannot stake twice. A
 * refusal (started match, changed odds, low balance) is a permanent 22023 error and is not
 * retried; `onRefused` shows it where the slip is (instead of a toast), and the matches are
 * refetched so the slip shows the current odds.
 */
export function usePlaceBet(onRefused: (error: unknown, input: TPlaceBetInput) => void) {
  return useAdminMutation({
    mutationFn: async (input: TPlaceBetInput) => placeBet(await loadSupabaseBrowserClient(), input),
    success: betSlipMessages.placed,
    failure: betSlipMessages.placeError,
    invalidates: placedBetInvalidates,
    onError: onRefused,
  });
}
