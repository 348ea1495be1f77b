import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listMatches, listTeams, type AdminMatchFilter } from './admin-api';
import { getCoachMatches } from './coach-api';
import { getMatchExtras } from './extras-api';
import { getImportReferenceData } from './import/api';
import { matchKeys } from './keys';

export const adminMatchListOptions = (client: TypedSupabaseClient, filter: AdminMatchFilter) =>
  queryOptions({ queryKey: matchKeys.list(filter), queryFn: () => listMatches(client, filter), placeholderData: keepPreviousData });

export const teamListOptions = (client: TypedSupabaseClient, categoryId: string, seasonId: string) =>
  queryOptions({ queryKey: matchKeys.teams(categoryId, seasonId), queryFn: () => listTeams(client, categoryId, seasonId) });

export const importReferenceOptions = (client: TypedSupabaseClient, seasonId: string) =>
  queryOptions({
    queryKey: matchKeys.importReference(seasonId),
    queryFn: () => getImportReferenceData(client, seasonId),
    // The duplicate check must see the latest matches, not a 5-minute-old list.
    staleTime: 0,
  });

export const matchExtrasOptions = (client: TypedSupabaseClient, matchId: string, categoryId: string) =>
  queryOptions({ queryKey: matchKeys.extras(matchId, categoryId), queryFn: () => getMatchExtras(client, matchId, categoryId) });

/** Spec §9: own-club matches are cached for 60 s. */
const OWN_MATCHES_STALE_MS = 60_000;

export const coachMatchesOptions = (client: TypedSupabaseClient, categoryIds: readonly string[]) =>
  queryOptions({
    queryKey: matchKeys.ownClub(categoryIds),
    queryFn: () => getCoachMatches(client, categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });
