import { queryOptions } from '@tanstack/react-query';
import { getHeadToHead } from '@/features/matches/api/public';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getCategorySeasonStatistics, getOpponentTopScorers, getTeamForm } from './api';
import { statisticsKeys } from './keys';

/** Team form is cached for 10 minutes. */
const TEAM_FORM_STALE_MS = 10 * 60_000;

export const categorySeasonStatisticsOptions = (loadClient: SupabaseClientLoader, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: statisticsKeys.categorySeason(categoryId, seasonId),
    queryFn: async () => getCategorySeasonStatistics(await loadClient(), categoryId, seasonId),
  });

export const teamFormOptions = (loadClient: SupabaseClientLoader, teamId: string) =>
  queryOptions({
    queryKey: statisticsKeys.teamForm(teamId),
    queryFn: async () => getTeamForm(await loadClient(), teamId),
    staleTime: TEAM_FORM_STALE_MS,
  });

export const previousMeetingsOptions = (loadClient: SupabaseClientLoader, matchId: string) =>
  queryOptions({
    queryKey: statisticsKeys.previousMeetings(matchId),
    queryFn: async () => getHeadToHead(await loadClient(), matchId),
  });

export const opponentScorersOptions = (loadClient: SupabaseClientLoader, matchId: string) =>
  queryOptions({
    queryKey: statisticsKeys.opponentScorers(matchId),
    queryFn: async () => getOpponentTopScorers(await loadClient(), matchId),
  });
