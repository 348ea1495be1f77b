/** Query keys of seasons: every save invalidates `all`, which reaches the list. */
export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => [...seasonKeys.all, 'list'] as const,
};
