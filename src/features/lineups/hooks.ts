'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationCallbacks, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import {
  removeRosterMember,
  saveLineup,
  saveRosterMember,
  type SaveLineupVariables,
  type SaveRosterMemberVariables,
} from './api';
import { lineupKeys } from './keys';
import { lineupFormTexts, rosterTexts } from './messages';
import { categoryRosterOptions, coachCandidatesOptions, lineupMatchesOptions, matchSheetsOptions } from './queries';

const client = () => getSupabaseBrowserClient();

export const useLineupMatches = (categoryId: string | null) =>
  useQuery({ ...lineupMatchesOptions(client(), categoryId ?? ''), enabled: categoryId !== null });
export const useMatchSheets = (matchId: string) => useQuery(matchSheetsOptions(client(), matchId));
export const useCoachCandidates = () => useQuery(coachCandidatesOptions(client()));
export const useCategoryRoster = (categoryId: string, seasonId: string) =>
  useQuery(categoryRosterOptions(client(), categoryId, seasonId));

// The public match page shows the sheets (spec §2 match detail).
const lineupTargets: AdminMutationTargets = { invalidates: [lineupKeys.all], publicTags: ['matches'] };

/** The sheet form shows a refused rule on its own fields, so the caller passes onError. */
export function useSaveLineup(callbacks: AdminMutationCallbacks<SaveLineupVariables, string>) {
  return useAdminMutation({
    ...lineupTargets,
    ...callbacks,
    mutationFn: (variables: SaveLineupVariables) => saveLineup(client(), variables),
    success: lineupFormTexts.saved,
    failure: lineupFormTexts.saveError,
  });
}

export function useSaveRosterMember(callbacks: AdminMutationCallbacks<SaveRosterMemberVariables, string> = {}) {
  return useAdminMutation({
    ...lineupTargets,
    ...callbacks,
    mutationFn: (variables: SaveRosterMemberVariables) => saveRosterMember(client(), variables),
    success: rosterTexts.saved,
    failure: rosterTexts.saveError,
  });
}

export function useRemoveRosterMember() {
  return useAdminMutation({
    ...lineupTargets,
    mutationFn: (id: string) => removeRosterMember(client(), id),
    success: rosterTexts.removed,
    failure: rosterTexts.removeError,
  });
}
