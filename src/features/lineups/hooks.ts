'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationCallbacks, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import {
  deleteCategoryRoster,
  deleteLineup,
  removeRosterMember,
  saveLineup,
  saveRosterMember,
  type SaveLineupVariables,
  type RosterTarget,
  type SaveRosterMemberVariables,
} from './api';
import { lineupKeys } from './keys';
import { lineupFormTexts, rosterTexts } from './messages';
import { categoryRosterOptions, coachCandidatesOptions, lineupMatchesOptions, matchSheetsOptions, nextLineupToFillOptions } from './queries';

export const useLineupMatches = (categoryId: string | null) =>
  useQuery({ ...lineupMatchesOptions(loadSupabaseBrowserClient, categoryId ?? ''), enabled: categoryId !== null });
export const useMatchSheets = (matchId: string) => useQuery(matchSheetsOptions(loadSupabaseBrowserClient, matchId));
export const useCoachCandidates = () => useQuery(coachCandidatesOptions(loadSupabaseBrowserClient));
export const useCategoryRoster = (categoryId: string, seasonId: string) =>
  useQuery(categoryRosterOptions(loadSupabaseBrowserClient, categoryId, seasonId));

// The public match page shows the sheets (match detail).
const lineupTargets: AdminMutationTargets = { invalidates: [lineupKeys.all], publicTags: ['matches'] };

/** The sheet form shows a refused rule on its own fields, so the caller passes onError. */
export function useSaveLineup(callbacks: AdminMutationCallbacks<SaveLineupVariables, string>) {
  return useAdminMutation({
    ...lineupTargets,
    ...callbacks,
    mutationFn: async (variables: SaveLineupVariables) => saveLineup(await loadSupabaseBrowserClient(), variables),
    success: lineupFormTexts.saved,
    failure: lineupFormTexts.saveError,
  });
}

export function useSaveRosterMember(callbacks: AdminMutationCallbacks<SaveRosterMemberVariables, string> = {}) {
  return useAdminMutation({
    ...lineupTargets,
    ...callbacks,
    mutationFn: async (variables: SaveRosterMemberVariables) => saveRosterMember(await loadSupabaseBrowserClient(), variables),
    success: rosterTexts.saved,
    failure: rosterTexts.saveError,
  });
}

export function useRemoveRosterMember() {
  return useAdminMutation({
    ...lineupTargets,
    mutationFn: async (id: string) => removeRosterMember(await loadSupabaseBrowserClient(), id),
    success: rosterTexts.removed,
    failure: rosterTexts.removeError,
  });
}

export function useDeleteLineup() {
  return useAdminMutation({
    ...lineupTargets,
    mutationFn: async (lineupId: string) => deleteLineup(await loadSupabaseBrowserClient(), lineupId),
    success: lineupFormTexts.deleted,
    failure: lineupFormTexts.deleteError,
  });
}

export function useDeleteCategoryRoster() {
  return useAdminMutation({
    ...lineupTargets,
    mutationFn: async (target: RosterTarget) => deleteCategoryRoster(await loadSupabaseBrowserClient(), target),
    success: rosterTexts.deleted,
    failure: rosterTexts.deleteError,
  });
}

export function useNextLineupToFill(categoryIds: string[]) {
  return useQuery(nextLineupToFillOptions(loadSupabaseBrowserClient, categoryIds));
}
