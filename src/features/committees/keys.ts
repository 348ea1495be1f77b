/** Query keys of committees; every save invalidates `all`. */
export const committeeKeys = {
  all: ['committees'] as const,
  list: () => [...committeeKeys.all, 'list'] as const,
};
