import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listVideos } from './api';
import type { VideoFilters } from './filters';
import { videoKeys } from './keys';

/** One page of the library; the previous page stays on screen while the next one loads. */
export const videoListOptions = (client: TypedSupabaseClient, filters: VideoFilters, categoryIds: readonly string[] | null) =>
  queryOptions({
    queryKey: videoKeys.list(filters, categoryIds),
    queryFn: () => listVideos(client, filters, categoryIds),
    placeholderData: keepPreviousData,
  });
