'use client';

import { useQuery } from '@tanstack/react-query';
import { standingKeys } from '@/features/standings/keys';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import {
  useAdminMutation,
  type AdminMutationCallbacks,
  type AdminMutationTargets,
  type SaveVariables,
} from '@/lib/use-admin-mutation';
import {
  createMatch,
  deleteMatch,
  recordResult,
  updateMatch,
  type AdminMatchFilter,
  type MatchResult,
} from './api/admin';
import { applyExtrasChange, type ExtrasChange } from './extras-changes';
import { insertImportedMatches } from './import/api';
import type { ImportedMatch } from './import/validate';
import { matchKeys } from './keys';
import { extrasMessages, matchMessages } from './messages';
import {
  adminMatchListOptions,
  adminMatchPageOptions,
  coachMatchesOptions,
  importReferenceOptions,
  matchExtrasOptions,
  teamListOptions,
} from './queries';
import type { TMatchForm } from './schema';

/** The admin list; `null` while the screen has no season to show (nothing is fetched). */
export function useAdminMatches(filter: AdminMatchFilter | null) {
  const options = adminMatchListOptions(
    loadSupabaseBrowserClient,
    filter ?? { seasonId: '', categoryId: null, status: null, matchweek: null },
  );
  return useQuery({ ...options, enabled: filter !== null });
}

/** One page of /admin/matches; `null` filter while there is no season (nothing is fetched). */
export function useAdminMatchPage(filter: AdminMatchFilter | null, page: { limit: number; offset: number }) {
  const options = adminMatchPageOptions(loadSupabaseBrowserClient, filter ?? { seasonId: '', categoryId: null, status: null, matchweek: null }, page);
  return useQuery({ ...options, enabled: filter !== null });
}

export function useTeams(categoryId: string | null, seasonId: string | null) {
  return useQuery({
    ...teamListOptions(loadSupabaseBrowserClient, categoryId ?? '', seasonId ?? ''),
    enabled: Boolean(categoryId && seasonId),
  });
}

export function useCoachMatches(categoryIds: readonly string[]) {
  return useQuery(coachMatchesOptions(loadSupabaseBrowserClient, categoryIds));
}

export function useImportReferenceData(seasonId: string) {
  return useQuery(importReferenceOptions(loadSupabaseBrowserClient, seasonId));
}

export function useMatchExtras(matchId: string, categoryId: string) {
  return useQuery(matchExtrasOptions(loadSupabaseBrowserClient, matchId, categoryId));
}

// A match change shows in every match list, the own-club view (refreshed by the database in the
// same transaction), the public schedules and, through the result trigger, the standings.
const saved: AdminMutationTargets = {
  invalidates: [matchKeys.all, standingKeys.all],
  publicTags: ['matches', 'standings'],
};

export type SaveMatchVariables = SaveVariables<TMatchForm & { matchweek: number }, 'match'>;

export function useSaveMatch(callbacks: AdminMutationCallbacks<SaveMatchVariables> = {}) {
  return useAdminMutation({
    ...saved,
    ...callbacks,
    mutationFn: async ({ id, isNew, match }: SaveMatchVariables) =>
      isNew
        ? createMatch(await loadSupabaseBrowserClient(), id, match)
        : updateMatch(await loadSupabaseBrowserClient(), id, match),
    success: ({ isNew }) => (isNew ? matchMessages.created : matchMessages.updated),
    failure: matchMessages.saveError,
  });
}

export function useDeleteMatch() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (id: string) => deleteMatch(await loadSupabaseBrowserClient(), id),
    success: matchMessages.deleted,
    failure: matchMessages.deleteError,
  });
}

export function useRecordResult() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({ id, result }: { id: string; result: MatchResult }) =>
      recordResult(await loadSupabaseBrowserClient(), id, result),
    success: matchMessages.resultSaved,
    failure: matchMessages.resultError,
  });
}

/** Each row carries the id the import gave it when the user confirmed (a retry stores nothing twice). */
export function useImportMatches() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (matches: (ImportedMatch & { id: string; matchweek: number })[]) =>
      insertImportedMatches(await loadSupabaseBrowserClient(), matches),
    success: (matches) => matchMessages.imported(matches.length),
    failure: matchMessages.saveError,
  });
}

/** Linking videos and editing metadata of one match; the public match page shows both. */
export function useMatchExtrasMutation(matchId: string) {
  return useAdminMutation({
    invalidates: [matchKeys.extrasOf(matchId)],
    publicTags: ['matches'],
    mutationFn: async (change: ExtrasChange) => applyExtrasChange(await loadSupabaseBrowserClient(), matchId, change),
    success: (change) => extrasMessages[change.kind],
    failure: matchMessages.saveError,
  });
}
