'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createGrant, deleteGrant, setGrantActive, updateGrant } from './api';
import type { GrantFilters } from './filters';
import { grantKeys } from './keys';
import { grantMessages } from './messages';
import { grantListOptions } from './queries';
import type { TGrantInput } from './schema';

export function useGrants(filters: GrantFilters) {
  return useQuery(grantListOptions(loadSupabaseBrowserClient, filters));
}

// Grants show only in the admin calendar; no public page to revalidate.
const saved: AdminMutationTargets = { invalidates: [grantKeys.all] };

/** A new grant carries the id made when the user submitted, so the one retry cannot add it twice. */
export function useCreateGrant() {
  return useAdminMutation({
    mutationFn: async ({ id, grant }: { id: string; grant: TGrantInput }) =>
      createGrant(await loadSupabaseBrowserClient(), id, grant),
    success: grantMessages.created,
    failure: grantMessages.saveError,
    ...saved,
  });
}

export function useUpdateGrant() {
  return useAdminMutation({
    mutationFn: async ({ id, grant }: { id: string; grant: TGrantInput }) =>
      updateGrant(await loadSupabaseBrowserClient(), id, grant),
    success: grantMessages.updated,
    failure: grantMessages.saveError,
    ...saved,
  });
}

export function useSetGrantActive() {
  return useAdminMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      setGrantActive(await loadSupabaseBrowserClient(), id, isActive),
    success: ({ isActive }) => (isActive ? grantMessages.activated : grantMessages.deactivated),
    failure: grantMessages.saveError,
    ...saved,
  });
}

export function useDeleteGrant() {
  return useAdminMutation({
    mutationFn: async (id: string) => deleteGrant(await loadSupabaseBrowserClient(), id),
    success: grantMessages.deleted,
    failure: grantMessages.deleteError,
    ...saved,
  });
}
