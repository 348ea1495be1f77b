'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createComment, deleteComment, updateComment, type CommentAuthor } from './api';
import { commentKeys } from './keys';
import { commentMessages } from './messages';
import { commentListOptions } from './queries';
import type { TCommentForm } from './schema';

export function useComments() {
  return useQuery(commentListOptions(loadSupabaseBrowserClient));
}

// Internal admin notes: no public page shows them.
const common: AdminMutationTargets = { invalidates: [commentKeys.all] };

export function useCreateComment(author: CommentAuthor) {
  return useAdminMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: TCommentForm }) =>
      createComment(await loadSupabaseBrowserClient(), id, author, comment),
    success: commentMessages.added,
    failure: commentMessages.addError,
    ...common,
  });
}

export function useUpdateComment() {
  return useAdminMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: TCommentForm }) =>
      updateComment(await loadSupabaseBrowserClient(), id, comment),
    success: commentMessages.updated,
    failure: commentMessages.updateError,
    ...common,
  });
}

export function useDeleteComment() {
  return useAdminMutation({
    mutationFn: async (id: string) => deleteComment(await loadSupabaseBrowserClient(), id),
    success: commentMessages.deleted,
    failure: commentMessages.deleteError,
    ...common,
  });
}
