'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PublicCacheTag } from './public-cache-tags';
import { revalidatePublicData } from './revalidate-public';
import { showFailure, showSuccess } from './toast';

interface AdminMutationOptions<Variables> {
  mutationFn: (variables: Variables) => Promise<unknown>;
  /** The spec's success message (or one per kind of save, e.g. added vs updated). */
  success: string | ((variables: Variables) => string);
  /** The spec's error message; the classified reason follows it. */
  failure: string;
  /** Queries showing this data (refetched after the save, whether it worked or not). */
  invalidates: QueryKey[];
  /** Public pages showing this data (their cache is dropped after a successful save). */
  publicTags?: PublicCacheTag[];
  /** Errors the form shows next to its field instead (a duplicate registration number): no toast. */
  isFieldError?: (error: unknown) => boolean;
}

/** What a domain's saves refresh: one constant per domain, spread into each of its mutation hooks. */
export type AdminMutationTargets = Pick<AdminMutationOptions<never>, 'invalidates' | 'publicTags'>;

/**
 * A save from an admin screen: toast with the spec's message, refetch what shows it, and drop the
 * public pages' cache so visitors never see the old data after a save.
 */
export function useAdminMutation<Variables>({
  mutationFn,
  success,
  failure,
  invalidates,
  publicTags = [],
  isFieldError,
}: AdminMutationOptions<Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      await mutationFn(variables);
      if (publicTags.length > 0) await revalidatePublicData(publicTags);
    },
    onSuccess: (_data, variables) => showSuccess(typeof success === 'string' ? success : success(variables)),
    onError: (error) => {
      if (!isFieldError?.(error)) showFailure(failure, error);
    },
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
