'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { categorySeasonStatisticsOptions, opponentScorersOptions, previousMeetingsOptions, teamFormOptions } from './queries';

export function useCategorySeasonStatistics(categoryId: string, seasonId: string) {
  return useQuery(categorySeasonStatisticsOptions(loadSupabaseBrowserClient, categoryId, seasonId));
}

export function useTeamForm(teamId: string) {
  return useQuery(teamFormOptions(loadSupabaseBrowserClient, teamId));
}

export function usePreviousMeetings(matchId: string) {
  return useQuery(previousMeetingsOptions(loadSupabaseBrowserClient, matchId));
}

export function useOpponentScorers(matchId: string) {
  return useQuery(opponentScorersOptions(loadSupabaseBrowserClient, matchId));
}
