'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { deleteClub, listClubs, saveClub } from './api';
import { clubMessages } from './messages';
import type { TClubForm } from './schema';

export const clubKeys = { all: ['clubs'] as const };

export function useClubs() {
  return useQuery({ queryKey: clubKeys.all, queryFn: () => listClubs(getSupabaseBrowserClient()) });
}

// Club names and logos appear on every public match card and table.
const saved: AdminMutationTargets = { invalidates: [clubKeys.all, ['matches']], publicTags: ['matches', 'standings'] };

export function useSaveClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: ({ id, club }: { id: string | null; club: TClubForm }) => saveClub(getSupabaseBrowserClient(), id, club),
    success: ({ id }) => (id ? clubMessages.updated : clubMessages.created),
    failure: clubMessages.saveError,
  });
}

export function useDeleteClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: (id: string) => deleteClub(getSupabaseBrowserClient(), id),
    success: clubMessages.deleted,
    failure: clubMessages.deleteError,
  });
}
