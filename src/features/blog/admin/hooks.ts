'use client';

import { useQuery } from '@tanstack/react-query';
import { sanitizePostHtml } from '@/lib/sanitize-html';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { createPost, deletePost, listAdminPosts, updatePost } from './api';
import { postAdminMessages } from './messages';
import type { TPostInput } from './schema';

export const postKeys = {
  all: ['blog-posts'] as const,
  adminList: ['blog-posts', 'admin-list'] as const,
};

export function useAdminPosts() {
  return useQuery({ queryKey: postKeys.adminList, queryFn: () => listAdminPosts(getSupabaseBrowserClient()) });
}

/** The editor's HTML goes through the same allow-list as the public page before it is stored (spec §5). */
async function sanitizedPost(post: TPostInput): Promise<TPostInput> {
  const { default: purify } = await import('dompurify');
  return { ...post, content: sanitizePostHtml(purify, post.content) };
}

export function useSavePost() {
  return useAdminMutation({
    mutationFn: async ({ id, post }: { id: string | null; post: TPostInput }) => {
      const clean = await sanitizedPost(post);
      return id ? updatePost(getSupabaseBrowserClient(), id, clean) : createPost(getSupabaseBrowserClient(), clean);
    },
    success: ({ id }) => (id ? postAdminMessages.updated : postAdminMessages.created),
    failure: postAdminMessages.saveError,
    invalidates: [postKeys.all],
    publicTags: ['posts'],
  });
}

export function useDeletePost() {
  return useAdminMutation({
    mutationFn: (id: string) => deletePost(getSupabaseBrowserClient(), id),
    success: postAdminMessages.deleted,
    failure: postAdminMessages.deleteError,
    invalidates: [postKeys.all],
    publicTags: ['posts'],
  });
}
