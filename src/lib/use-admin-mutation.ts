'use client';

import { useState } from 'react';
import { useMutation, useQueryClient, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PublicCacheTag } from './public-cache-tags';
import { revalidatePublicData } from './revalidate-public';
import { showFailure, showSuccess } from './toast';

/** What the screen using a save may add: its own reaction to success, and its own error display. */
export interface AdminMutationCallbacks<Variables, Result = unknown> {
  /** Runs after the success toast and the refetch of what shows the data. */
  onSuccess?: (result: Result, variables: Variables) => void;
  /** Replaces the default error toast (one toast per outcome, never two). */
  onError?: (error: unknown, variables: Variables) => void;
}

interface AdminMutationOptions<Variables, Result> extends AdminMutationCallbacks<Variables, Result> {
  /** Exactly one write or one RPC: a retry (mutations retry once) must never repeat a chain. */
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The feature's success message (or one per kind of save, e.g. added vs updated). */
  success: string | ((variables: Variables) => string);
  /** The feature's error message; the classified reason follows it. */
  failure: string;
  /** Queries showing this data (refetched after the save, whether it worked or not). */
  invalidates: QueryKey[];
  /** Public pages showing this data (their cache is dropped after a successful save). */
  publicTags?: PublicCacheTag[];
}

/**
 * A save of one row from a form that both adds and edits: `id` is the row's own when editing, or
 * one made when the user submits a new row, so the single retry inserts nothing twice.
 */
export type SaveVariables<Values, Key extends string = 'values'> = { id: string; isNew: boolean } & { [K in Key]: Values };

/**
 * The id and kind of a save for a form showing `row` (null: a new row). A new row's id is made once
 * per opened form: submitting again after an answer that never arrived finds the stored row
 * instead of adding a second one. Forms mount when opened, so each new row gets its own id.
 */
export function useSaveTarget(row: { id: string } | null | undefined): { id: string; isNew: boolean } {
  const [newId] = useState(() => crypto.randomUUID());
  return row ? { id: row.id, isNew: false } : { id: newId, isNew: true };
}

/** What a domain's saves refresh: one constant per domain, spread into each of its mutation hooks. */
export type AdminMutationTargets = Pick<AdminMutationOptions<never, unknown>, 'invalidates' | 'publicTags'>;

/**
 * Drops the public pages' cache after a save that already happened. Best effort: the data is
 * stored, so a failure here must not turn the save into an error (or, worse, make a retry store
 * it twice); the cache still expires on its own.
 */
async function revalidateAfterSave(tags: PublicCacheTag[]): Promise<void> {
  if (tags.length === 0) return;
  try {
    await revalidatePublicData(tags);
  } catch (error) {
    console.warn('Public cache not revalidated after a save', error);
  }
}

/**
 * A save from an admin or coach screen: the one write (retried once on a transient error), then the
 * feature's success toast, the public cache dropped, and the queries that show the data refetched.
 * Options apart from the hook, so the behaviour is testable with a plain QueryClient.
 */
export function adminMutationOptions<Variables, Result>(
  queryClient: QueryClient,
  options: AdminMutationOptions<Variables, Result>,
): MutationOptions<Result, Error, Variables> {
  const { mutationFn, success, failure, invalidates, publicTags = [], onSuccess, onError } = options;
  const refetch = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    mutationFn,
    onSuccess: async (result, variables) => {
      showSuccess(typeof success === 'string' ? success : success(variables));
      await revalidateAfterSave(publicTags);
      await refetch();
      onSuccess?.(result, variables);
    },
    onError: async (error, variables) => {
      if (onError) onError(error, variables);
      else showFailure(failure, error);
      await refetch();
    },
  };
}

export function useAdminMutation<Variables, Result = unknown>(options: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation(adminMutationOptions(queryClient, options));
}
