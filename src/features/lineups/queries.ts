import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listCoachingMembers } from '@/features/members/api/people';
import { getCategoryRoster, getMatchSheets, getNextLineupToFill, listLineupMatches } from './api';
import { lineupKeys } from './keys';

export const lineupMatchesOptions = (loadClient: SupabaseClientLoader, categoryId: string) =>
  queryOptions({
    queryKey: lineupKeys.matches(categoryId),
    queryFn: async () => listLineupMatches(await loadClient(), categoryId),
  });

export const matchSheetsOptions = (loadClient: SupabaseClientLoader, matchId: string) =>
  queryOptions({ queryKey: lineupKeys.sheets(matchId), queryFn: async () => getMatchSheets(await loadClient(), matchId) });

export const coachCandidatesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: lineupKeys.coachCandidates(), queryFn: async () => listCoachingMembers(await loadClient()) });

export const categoryRosterOptions = (loadClient: SupabaseClientLoader, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: lineupKeys.roster(categoryId, seasonId),
    queryFn: async () => getCategoryRoster(await loadClient(), categoryId, seasonId),
  });

export const nextLineupToFillOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: lineupKeys.nextToFill(categoryIds),
    queryFn: async () => getNextLineupToFill(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
  });
