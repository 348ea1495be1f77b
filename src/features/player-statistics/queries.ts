import { queryOptions } from '@tanstack/react-query';
import { getHeadToHead } from '@/features/matches/public-api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getCategorySeasonStatistics, getOpponentTopScorers, getTeamForm } from './api';
import { statisticsKeys } from './keys';

/** Spec §9: team form is cached for 10 minutes. */
const TEAM_FORM_STALE_MS = 10 * 60_000;

export const categorySeasonStatisticsOptions = (client: TypedSupabaseClient, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: statisticsKeys.categorySeason(categoryId, seasonId),
    queryFn: () => getCategorySeasonStatistics(client, categoryId, seasonId),
  });

export const teamFormOptions = (client: TypedSupabaseClient, teamId: string) =>
  queryOptions({
    queryKey: statisticsKeys.teamForm(teamId),
    queryFn: () => getTeamForm(client, teamId),
    staleTime: TEAM_FORM_STALE_MS,
  });

export const previousMeetingsOptions = (client: TypedSupabaseClient, matchId: string) =>
  queryOptions({
    queryKey: statisticsKeys.previousMeetings(matchId),
    queryFn: () => getHeadToHead(client, matchId),
  });

export const opponentScorersOptions = (client: TypedSupabaseClient, matchId: string) =>
  queryOptions({
    queryKey: statisticsKeys.opponentScorers(matchId),
    queryFn: () => getOpponentTopScorers(client, matchId),
  });
