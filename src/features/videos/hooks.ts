'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createVideo, deleteVideo, setVideoActive, updateVideo } from './api';
import type { VideoFilters } from './filters';
import { videoKeys } from './keys';
import { videoMessages } from './messages';
import { videoListOptions } from './queries';
import type { TVideoInput } from './schema';

export function useVideos(filters: VideoFilters, categoryIds: readonly string[] | null) {
  return useQuery(videoListOptions(loadSupabaseBrowserClient, filters, categoryIds));
}

// The public match page shows the active videos linked to a match.
const saved: AdminMutationTargets = { invalidates: [videoKeys.all], publicTags: ['matches'] };

/** A new video carries the id made when the user submitted, so the one retry cannot add it twice. */
export function useCreateVideo() {
  return useAdminMutation({
    mutationFn: async ({ id, video }: { id: string; video: TVideoInput }) =>
      createVideo(await loadSupabaseBrowserClient(), id, video),
    success: videoMessages.created,
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useUpdateVideo() {
  return useAdminMutation({
    mutationFn: async ({ id, video }: { id: string; video: TVideoInput }) =>
      updateVideo(await loadSupabaseBrowserClient(), id, video),
    success: videoMessages.updated,
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useSetVideoActive() {
  return useAdminMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      setVideoActive(await loadSupabaseBrowserClient(), id, isActive),
    success: ({ isActive }) => (isActive ? videoMessages.activated : videoMessages.deactivated),
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useDeleteVideo() {
  return useAdminMutation({
    mutationFn: async (id: string) => deleteVideo(await loadSupabaseBrowserClient(), id),
    success: videoMessages.deleted,
    failure: videoMessages.deleteError,
    ...saved,
  });
}
