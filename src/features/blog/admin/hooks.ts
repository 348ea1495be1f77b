'use client';

import { useQuery } from '@tanstack/react-query';
import { sanitizePostHtml } from '@/lib/sanitize-html';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type SaveVariables } from '@/lib/use-admin-mutation';
import { postKeys } from '../keys';
import { createPost, deletePost, updatePost, uploadPostImage } from './api';
import { postAdminMessages } from './messages';
import { adminPostListOptions } from './queries';
import type { TPostInput } from './schema';

export function useAdminPosts() {
  return useQuery(adminPostListOptions(loadSupabaseBrowserClient));
}

/** The editor's HTML goes through the same allow-list as the public page before it is stored. */
async function sanitizedPost(post: TPostInput): Promise<TPostInput> {
  const { default: purify } = await import('dompurify');
  return { ...post, content: sanitizePostHtml(purify, post.content) };
}

export function useSavePost() {
  return useAdminMutation({
    mutationFn: async ({ id, isNew, post }: SaveVariables<TPostInput, 'post'>) => {
      const clean = await sanitizedPost(post);
      return isNew
        ? createPost(await loadSupabaseBrowserClient(), id, clean)
        : updatePost(await loadSupabaseBrowserClient(), id, clean);
    },
    success: ({ isNew }) => (isNew ? postAdminMessages.created : postAdminMessages.updated),
    failure: postAdminMessages.saveError,
    invalidates: [postKeys.all],
    publicTags: ['posts'],
  });
}

export function useDeletePost() {
  return useAdminMutation({
    mutationFn: async (id: string) => deletePost(await loadSupabaseBrowserClient(), id),
    success: postAdminMessages.deleted,
    failure: postAdminMessages.deleteError,
    invalidates: [postKeys.all],
    publicTags: ['posts'],
  });
}

/** The image uploader's upload step: the shared uploader knows no storage, the blog does. */
export function usePostImageUpload(): (file: File) => Promise<string> {
  return async (file) => uploadPostImage(await loadSupabaseBrowserClient(), file);
}
