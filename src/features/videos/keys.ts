import type { VideoFilters } from './filters';

/** Query keys of the video library: every save invalidates `all`, which reaches every page of every list. */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: VideoFilters, categoryIds: readonly string[] | null) =>
    [...videoKeys.lists(), { filters, categoryIds }] as const,
};
