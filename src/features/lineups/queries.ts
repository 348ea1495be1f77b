import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getCategoryRoster, getMatchSheets, listCoachCandidates, listLineupMatches } from './api';
import { lineupKeys } from './keys';

export const lineupMatchesOptions = (client: TypedSupabaseClient, categoryId: string) =>
  queryOptions({ queryKey: lineupKeys.matches(categoryId), queryFn: () => listLineupMatches(client, categoryId) });

export const matchSheetsOptions = (client: TypedSupabaseClient, matchId: string) =>
  queryOptions({ queryKey: lineupKeys.sheets(matchId), queryFn: () => getMatchSheets(client, matchId) });

export const coachCandidatesOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: lineupKeys.coachCandidates(), queryFn: () => listCoachCandidates(client) });

export const categoryRosterOptions = (client: TypedSupabaseClient, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: lineupKeys.roster(categoryId, seasonId),
    queryFn: () => getCategoryRoster(client, categoryId, seasonId),
  });
