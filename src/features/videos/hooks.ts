'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createVideo, deleteVideo, setVideoActive, updateVideo } from './api';
import type { VideoFilters } from './filters';
import { videoKeys } from './keys';
import { videoMessages } from './messages';
import { videoListOptions } from './queries';
import type { TVideoInput } from './schema';

export function useVideos(filters: VideoFilters, categoryIds: readonly string[] | null) {
  return useQuery(videoListOptions(getSupabaseBrowserClient(), filters, categoryIds));
}

// The public match page shows the active videos linked to a match.
const saved: AdminMutationTargets = { invalidates: [videoKeys.all], publicTags: ['matches'] };

/** A new video carries the id made when the user submitted, so the one retry cannot add it twice. */
export function useCreateVideo() {
  return useAdminMutation({
    mutationFn: ({ id, video }: { id: string; video: TVideoInput }) => createVideo(getSupabaseBrowserClient(), id, video),
    success: videoMessages.created,
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useUpdateVideo() {
  return useAdminMutation({
    mutationFn: ({ id, video }: { id: string; video: TVideoInput }) => updateVideo(getSupabaseBrowserClient(), id, video),
    success: videoMessages.updated,
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useSetVideoActive() {
  return useAdminMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setVideoActive(getSupabaseBrowserClient(), id, isActive),
    success: ({ isActive }) => (isActive ? videoMessages.activated : videoMessages.deactivated),
    failure: videoMessages.saveError,
    ...saved,
  });
}

export function useDeleteVideo() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteVideo(getSupabaseBrowserClient(), id),
    success: videoMessages.deleted,
    failure: videoMessages.deleteError,
    ...saved,
  });
}
