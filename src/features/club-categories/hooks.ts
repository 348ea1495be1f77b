'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { assignClub, createTeam, removeAssignment } from './api';
import { clubCategorySaveInvalidates } from './keys';
import { clubCategoryMessages } from './messages';
import { assignmentListOptions } from './queries';
import type { TClubAssignment, TTeamForm } from './schema';

export function useAssignments(categoryId: string | null, seasonId: string | null) {
  return useQuery(assignmentListOptions(loadSupabaseBrowserClient, categoryId, seasonId));
}

// Teams feed the match forms, the import and the public tables.
const saved: AdminMutationTargets = { invalidates: clubCategorySaveInvalidates, publicTags: ['matches', 'standings'] };

export function useAssignClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({
      id,
      categoryId,
      seasonId,
      assignment,
    }: {
      id: string;
      categoryId: string;
      seasonId: string;
      assignment: TClubAssignment;
    }) => assignClub(await loadSupabaseBrowserClient(), id, categoryId, seasonId, assignment),
    success: clubCategoryMessages.assigned,
    failure: clubCategoryMessages.saveError,
  });
}

export function useRemoveAssignment() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (id: string) => removeAssignment(await loadSupabaseBrowserClient(), id),
    success: clubCategoryMessages.removed,
    failure: clubCategoryMessages.removeError,
  });
}

export function useCreateTeam() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({ id, clubCategoryId, team }: { id: string; clubCategoryId: string; team: TTeamForm }) =>
      createTeam(await loadSupabaseBrowserClient(), id, clubCategoryId, team),
    success: clubCategoryMessages.teamCreated,
    failure: clubCategoryMessages.teamError,
  });
}
