'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets, type SaveVariables } from '@/lib/use-admin-mutation';
import { createClub, deleteClub, updateClub, uploadClubLogo } from './api';
import { clubSaveInvalidates } from './keys';
import { clubMessages } from './messages';
import { clubListOptions } from './queries';
import type { TClubForm } from './schema';

export function useClubs() {
  return useQuery(clubListOptions(loadSupabaseBrowserClient));
}

// Club names and logos appear on every public match card and table.
const saved: AdminMutationTargets = { invalidates: clubSaveInvalidates, publicTags: ['matches', 'standings'] };

export function useSaveClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: async ({ id, isNew, club }: SaveVariables<TClubForm, 'club'>) =>
      isNew ? createClub(await loadSupabaseBrowserClient(), id, club) : updateClub(await loadSupabaseBrowserClient(), id, club),
    success: ({ isNew }) => (isNew ? clubMessages.created : clubMessages.updated),
    failure: clubMessages.saveError,
  });
}

export function useDeleteClub() {
  return useAdminMutation({
    ...saved,
    mutationFn: async (id: string) => deleteClub(await loadSupabaseBrowserClient(), id),
    success: clubMessages.deleted,
    failure: clubMessages.deleteError,
  });
}

/** The logo uploader's upload step: the shared uploader knows no storage, the club feature does. */
export function useClubLogoUpload(): (file: File) => Promise<string> {
  return async (file) => uploadClubLogo(await loadSupabaseBrowserClient(), file);
}
