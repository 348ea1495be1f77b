'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showFailure } from '@/lib/toast';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { createCommittee, deleteCommittee, isDuplicateCommitteeCode, updateCommittee } from './api';
import { committeeKeys } from './keys';
import { committeeMessages } from './messages';
import { committeeListOptions } from './queries';
import type { TCommitteeInput } from './schema';

const client = () => getSupabaseBrowserClient();

export const useCommittees = () => useQuery(committeeListOptions(client()));

/** A taken code is shown on its field by the form, not as a toast. */
const toastUnlessDuplicate = (failure: string) => (error: unknown) => {
  if (!isDuplicateCommitteeCode(error)) showFailure(failure, error);
};

export function useCreateCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: ({ id, input }: { id: string; input: TCommitteeInput }) => createCommittee(client(), id, input),
    success: committeeMessages.created,
    failure: committeeMessages.createError,
    onError: toastUnlessDuplicate(committeeMessages.createError),
  });
}

export function useUpdateCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: ({ id, input }: { id: string; input: TCommitteeInput }) => updateCommittee(client(), id, input),
    success: committeeMessages.updated,
    failure: committeeMessages.updateError,
    onError: toastUnlessDuplicate(committeeMessages.updateError),
  });
}

export function useDeleteCommittee() {
  return useAdminMutation({
    invalidates: [committeeKeys.all],
    mutationFn: (id: string) => deleteCommittee(client(), id),
    success: committeeMessages.deleted,
    failure: committeeMessages.deleteError,
  });
}
