'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createSeason, deleteSeason, updateSeason } from './api';
import { seasonKeys } from './keys';
import { seasonMessages } from './messages';
import { seasonListOptions } from './queries';
import type { TSeasonForm } from './schema';

export function useSeasons() {
  return useQuery(seasonListOptions(loadSupabaseBrowserClient));
}

// Seasons frame the public schedule and tables: a change drops those pages' cache.
const common: AdminMutationTargets = { invalidates: [seasonKeys.all], publicTags: ['matches', 'standings'] };

export function useCreateSeason() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, season }: { id: string; season: TSeasonForm }) =>
      createSeason(await loadSupabaseBrowserClient(), id, season),
    success: seasonMessages.created,
    failure: seasonMessages.createError,
  });
}

export function useUpdateSeason() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, season }: { id: string; season: TSeasonForm }) =>
      updateSeason(await loadSupabaseBrowserClient(), id, season),
    success: seasonMessages.updated,
    failure: seasonMessages.updateError,
  });
}

export function useDeleteSeason() {
  return useAdminMutation({
    ...common,
    mutationFn: async (id: string) => deleteSeason(await loadSupabaseBrowserClient(), id),
    success: seasonMessages.deleted,
    failure: seasonMessages.deleteError,
  });
}

/** Activating deactivates every other season (a database trigger); closing stops auto-recalculation. */
export function useSeasonState() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, change }: { id: string; change: { is_active: true } | { is_closed: boolean } }) =>
      updateSeason(await loadSupabaseBrowserClient(), id, change),
    success: seasonMessages.updated,
    failure: seasonMessages.updateError,
  });
}
