'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showFailure } from '@/lib/toast';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { createCommittee, deleteCommittee, isDuplicateCommitteeCode, updateCommittee } from './api';
import { committeeKeys } from './keys';
import { committeeMessages } from './messages';
import { committeeListOptions } from './queries';
import type { TCommitteeInput } from './schema';

export const useCommittees = () => useQuery(committeeListOptions(loadSupabaseBrowserClient));

/** A taken code is shown on its field by the form, not as a toast. */
const toastUnlessDuplicate = (failure: string) => (error: unknown) => {
  if (!isDuplicateCommitteeCode(error)) showFailure(failure, error);
};

export function useCreateCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: async ({ id, input }: { id: string; input: TCommitteeInput }) =>
      createCommittee(await loadSupabaseBrowserClient(), id, input),
    success: committeeMessages.created,
    failure: committeeMessages.createError,
    onError: toastUnlessDuplicate(committeeMessages.createError),
  });
}

export function useUpdateCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: async ({ id, input }: { id: string; input: TCommitteeInput }) =>
      updateCommittee(await loadSupabaseBrowserClient(), id, input),
    success: committeeMessages.updated,
    failure: committeeMessages.updateError,
    onError: toastUnlessDuplicate(committeeMessages.updateError),
  });
}

export function useDeleteCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: async (id: string) => deleteCommittee(await loadSupabaseBrowserClient(), id),
    success: committeeMessages.deleted,
    failure: committeeMessages.deleteError,
  });
}
