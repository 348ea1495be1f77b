import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listVideos } from './api';
import type { VideoFilters } from './filters';
import { videoKeys } from './keys';

/** One page of the library; the previous page stays on screen while the next one loads. */
export const videoListOptions = (
  loadClient: SupabaseClientLoader,
  filters: VideoFilters,
  categoryIds: readonly string[] | null,
) =>
  queryOptions({
    queryKey: videoKeys.list(filters, categoryIds),
    queryFn: async () => listVideos(await loadClient(), filters, categoryIds),
    placeholderData: keepPreviousData,
  });
