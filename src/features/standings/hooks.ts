'use client';

import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { generateInitialStandings, recalculateStandings } from './api';
import { standingKeys } from './keys';
import { standingsMessages } from './messages';

const standingsSaved: AdminMutationTargets = { invalidates: [standingKeys.all], publicTags: ['standings'] };

export function useGenerateStandings() {
  return useAdminMutation({
    ...standingsSaved,
    mutationFn: async ({ categoryId, seasonId }: { categoryId: string; seasonId: string }) =>
      generateInitialStandings(await loadSupabaseBrowserClient(), categoryId, seasonId),
    success: standingsMessages.generated,
    failure: standingsMessages.generateError,
  });
}

export function useRecalculateStandings() {
  return useAdminMutation({
    ...standingsSaved,
    mutationFn: async ({ categoryId, seasonId }: { categoryId: string; seasonId: string }) =>
      recalculateStandings(await loadSupabaseBrowserClient(), categoryId, seasonId),
    success: standingsMessages.recalculated,
    failure: standingsMessages.recalculateError,
  });
}
