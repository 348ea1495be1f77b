import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listMatches, listMatchPage, listTeams, type AdminMatchFilter } from './api/admin';
import { getCoachMatches } from './api/coach';
import { getUpcomingOwnMatches } from './api/public';
import { getMatchExtras } from './api/extras';
import { getImportReferenceData } from './import/api';
import { matchKeys } from './keys';

export const adminMatchListOptions = (loadClient: SupabaseClientLoader, filter: AdminMatchFilter) =>
  queryOptions({
    queryKey: matchKeys.list(filter),
    queryFn: async () => listMatches(await loadClient(), filter),
    placeholderData: keepPreviousData,
  });

/** One page of the admin list and the filter's total, the previous page shown while the next loads. */
export const adminMatchPageOptions = (loadClient: SupabaseClientLoader, filter: AdminMatchFilter, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: matchKeys.page(filter, page),
    queryFn: async () => listMatchPage(await loadClient(), filter, page),
    placeholderData: keepPreviousData,
  });

export const teamListOptions = (loadClient: SupabaseClientLoader, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: matchKeys.teams(categoryId, seasonId),
    queryFn: async () => listTeams(await loadClient(), categoryId, seasonId),
  });

export const importReferenceOptions = (loadClient: SupabaseClientLoader, seasonId: string) =>
  queryOptions({
    queryKey: matchKeys.importReference(seasonId),
    queryFn: async () => getImportReferenceData(await loadClient(), seasonId),
    // The duplicate check must see the latest matches, not a 5-minute-old list.
    staleTime: 0,
  });

export const matchExtrasOptions = (loadClient: SupabaseClientLoader, matchId: string, categoryId: string) =>
  queryOptions({
    queryKey: matchKeys.extras(matchId, categoryId),
    queryFn: async () => getMatchExtras(await loadClient(), matchId, categoryId),
  });

/** Own-club matches are cached for 60 s. */
const OWN_MATCHES_STALE_MS = 60_000;

export const coachMatchesOptions = (loadClient: SupabaseClientLoader, categoryIds: readonly string[]) =>
  queryOptions({
    queryKey: matchKeys.ownClub(categoryIds),
    queryFn: async () => getCoachMatches(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });

export const upcomingOwnMatchesOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: matchKeys.upcomingOwnClub(categoryIds),
    queryFn: async () => getUpcomingOwnMatches(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });
