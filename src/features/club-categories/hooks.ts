'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { assignClub, createTeam, listAssignments, removeAssignment } from './api';
import { clubCategoryMessages } from './messages';
import type { TClubAssignment, TTeamForm } from './schema';

export const assignmentKeys = {
  all: ['club-categories'] as const,
  list: (categoryId: string, seasonId: string) => ['club-categories', categoryId, seasonId] as const,
};

export function useAssignments(categoryId: string | null, seasonId: string | null) {
  return useQuery({
    queryKey: assignmentKeys.list(categoryId ?? '', seasonId ?? ''),
    queryFn: () => listAssignments(getSupabaseBrowserClient(), categoryId ?? '', seasonId ?? ''),
    enabled: Boolean(categoryId && seasonId),
  });
}

// Teams feed the match forms, the import and the public tables.
const saved: AdminMutationTargets = {
  invalidates: [assignmentKeys.all, ['teams'], ['matches', 'import-reference']],
  publicTags: ['matches', 'standings'],
};

export function useAssignClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: ({ categoryId, seasonId, assignment }: { categoryId: string; seasonId: string; assignment: TClubAssignment }) =>
      assignClub(getSupabaseBrowserClient(), categoryId, seasonId, assignment),
    success: clubCategoryMessages.assigned,
    failure: clubCategoryMessages.saveError,
  });
}

export function useRemoveAssignment() {
  return useAdminMutation({
    ...saved,
    mutationFn: (id: string) => removeAssignment(getSupabaseBrowserClient(), id),
    success: clubCategoryMessages.removed,
    failure: clubCategoryMessages.removeError,
  });
}

export function useCreateTeam() {
  return useAdminMutation({
    ...saved,
    mutationFn: ({ clubCategoryId, team }: { clubCategoryId: string; team: TTeamForm }) => createTeam(getSupabaseBrowserClient(), clubCategoryId, team),
    success: clubCategoryMessages.teamCreated,
    failure: clubCategoryMessages.teamError,
  });
}
