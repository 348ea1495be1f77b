'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createComment, deleteComment, updateComment, type CommentAuthor } from './api';
import { commentKeys } from './keys';
import { commentMessages } from './messages';
import { commentListOptions } from './queries';
import type { TCommentForm } from './schema';

export function useComments() {
  return useQuery(commentListOptions(getSupabaseBrowserClient()));
}

// Internal admin notes: no public page shows them.
const common: AdminMutationTargets = { invalidates: [commentKeys.all] };

export function useCreateComment(author: CommentAuthor) {
  return useAdminMutation({
    mutationFn: ({ id, comment }: { id: string; comment: TCommentForm }) => createComment(getSupabaseBrowserClient(), id, author, comment),
    success: commentMessages.added,
    failure: commentMessages.addError,
    ...common,
  });
}

export function useUpdateComment() {
  return useAdminMutation({
    mutationFn: ({ id, comment }: { id: string; comment: TCommentForm }) => updateComment(getSupabaseBrowserClient(), id, comment),
    success: commentMessages.updated,
    failure: commentMessages.updateError,
    ...common,
  });
}

export function useDeleteComment() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteComment(getSupabaseBrowserClient(), id),
    success: commentMessages.deleted,
    failure: commentMessages.deleteError,
    ...common,
  });
}
