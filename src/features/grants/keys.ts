import type { GrantFilters } from './filters';

/** Query keys of the grant calendar: every save invalidates `all`, which reaches every filtered view. */
export const grantKeys = {
  all: ['grants'] as const,
  lists: () => [...grantKeys.all, 'list'] as const,
  list: (filters: GrantFilters) => [...grantKeys.lists(), filters] as const,
};
