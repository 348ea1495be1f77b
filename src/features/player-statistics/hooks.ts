'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { categorySeasonStatisticsOptions, opponentScorersOptions, previousMeetingsOptions, teamFormOptions } from './queries';

export function useCategorySeasonStatistics(categoryId: string, seasonId: string) {
  return useQuery(categorySeasonStatisticsOptions(getSupabaseBrowserClient(), categoryId, seasonId));
}

export function useTeamForm(teamId: string) {
  return useQuery(teamFormOptions(getSupabaseBrowserClient(), teamId));
}

export function usePreviousMeetings(matchId: string) {
  return useQuery(previousMeetingsOptions(getSupabaseBrowserClient(), matchId));
}

export function useOpponentScorers(matchId: string) {
  return useQuery(opponentScorersOptions(getSupabaseBrowserClient(), matchId));
}
