'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { deleteClub, saveClub, uploadClubLogo } from './api';
import { clubSaveInvalidates } from './keys';
import { clubMessages } from './messages';
import { clubListOptions } from './queries';
import type { TClubForm } from './schema';

export function useClubs() {
  return useQuery(clubListOptions(getSupabaseBrowserClient()));
}

// Club names and logos appear on every public match card and table.
const saved: AdminMutationTargets = { invalidates: clubSaveInvalidates, publicTags: ['matches', 'standings'] };

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

/** The logo uploader's upload step: the shared uploader knows no storage, the club feature does. */
export function useClubLogoUpload(): (file: File) => Promise<string> {
  return (file) => uploadClubLogo(getSupabaseBrowserClient(), file);
}
