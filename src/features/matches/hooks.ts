'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import {
  createMatch,
  deleteMatch,
  generateInitialStandings,
  listMatches,
  listTeams,
  recalculateStandings,
  recordResult,
  refreshOwnClubMatches,
  updateMatch,
  type AdminMatchFilter,
  type MatchResult,
} from './admin-api';
import { applyExtrasChange, EXTRAS_MESSAGES, type ExtrasChange } from './extras-changes';
import { getMatchExtras } from './extras-api';
import { getImportReferenceData, insertImportedMatches } from './import/api';
import type { ImportedMatch } from './import/validate';
import { matchMessages, standingsMessages } from './messages';
import type { TMatchForm } from './schema';

export const matchKeys = {
  all: ['matches'] as const,
  list: (filter: AdminMatchFilter) => ['matches', 'list', filter] as const,
  teams: (categoryId: string, seasonId: string) => ['teams', categoryId, seasonId] as const,
};

export function useAdminMatches(filter: AdminMatchFilter | null) {
  return useQuery({
    queryKey: filter ? matchKeys.list(filter) : ['matches', 'list', 'none'],
    queryFn: () => (filter ? listMatches(getSupabaseBrowserClient(), filter) : []),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTeams(categoryId: string | null, seasonId: string | null) {
  return useQuery({
    queryKey: matchKeys.teams(categoryId ?? '', seasonId ?? ''),
    queryFn: () => listTeams(getSupabaseBrowserClient(), categoryId ?? '', seasonId ?? ''),
    enabled: Boolean(categoryId && seasonId),
  });
}

/** After any match change: the own-club view is refreshed, then public schedules and tables drop their cache. */
async function afterMatchChange(): Promise<void> {
  await refreshOwnClubMatches(getSupabaseBrowserClient());
}

const saved: AdminMutationTargets = {
  invalidates: [matchKeys.all, ['own-club-matches']],
  publicTags: ['matches', 'standings'],
};

export function useSaveMatch() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({ id, match }: { id: string | null; match: TMatchForm & { matchweek: number } }) => {
      if (id) await updateMatch(getSupabaseBrowserClient(), id, match);
      else await createMatch(getSupabaseBrowserClient(), match);
      await afterMatchChange();
    },
    success: ({ id }) => (id ? matchMessages.updated : matchMessages.created),
    failure: matchMessages.createError,
  });
}

export function useDeleteMatch() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (id: string) => {
      await deleteMatch(getSupabaseBrowserClient(), id);
      await afterMatchChange();
    },
    success: matchMessages.deleted,
    failure: matchMessages.deleteError,
  });
}

export function useRecordResult() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({ id, result }: { id: string; result: MatchResult }) => {
      await recordResult(getSupabaseBrowserClient(), id, result);
      await afterMatchChange();
    },
    success: matchMessages.resultSaved,
    failure: matchMessages.resultError,
  });
}

export function useGenerateStandings() {
  return useAdminMutation({
    invalidates: [['standings']],
    publicTags: ['standings'],
    mutationFn: ({ categoryId, seasonId }: { categoryId: string; seasonId: string }) => generateInitialStandings(getSupabaseBrowserClient(), categoryId, seasonId),
    success: standingsMessages.generated,
    failure: standingsMessages.generateError,
  });
}

export function useRecalculateStandings() {
  return useAdminMutation({
    invalidates: [['standings']],
    publicTags: ['standings'],
    mutationFn: ({ categoryId, seasonId }: { categoryId: string; seasonId: string }) => recalculateStandings(getSupabaseBrowserClient(), categoryId, seasonId),
    success: standingsMessages.recalculated,
    failure: standingsMessages.recalculateError,
  });
}

export function useImportReferenceData(seasonId: string) {
  return useQuery({
    queryKey: ['matches', 'import-reference', seasonId],
    queryFn: () => getImportReferenceData(getSupabaseBrowserClient(), seasonId),
    // The duplicate check must see the latest matches, not a 5-minute-old list.
    staleTime: 0,
  });
}

export function useImportMatches() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (matches: (ImportedMatch & { matchweek: number })[]) => {
      await insertImportedMatches(getSupabaseBrowserClient(), matches);
      await afterMatchChange();
    },
    success: (matches) => `Importováno zápasů: ${matches.length}`,
    failure: matchMessages.createError,
  });
}

export function useMatchExtras(matchId: string, categoryId: string) {
  return useQuery({ queryKey: ['matches', 'extras', matchId, categoryId], queryFn: () => getMatchExtras(getSupabaseBrowserClient(), matchId, categoryId) });
}

/** Linking videos and editing metadata of one match; the public match page shows both. */
export function useMatchExtrasMutation(matchId: string) {
  return useAdminMutation({
    invalidates: [['matches', 'extras', matchId]],
    publicTags: ['matches'],
    mutationFn: (change: ExtrasChange) => applyExtrasChange(getSupabaseBrowserClient(), matchId, change),
    success: (change) => EXTRAS_MESSAGES[change.kind],
    failure: 'Chyba při ukládání zápasu',
  });
}
