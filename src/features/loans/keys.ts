import type { LoanFilters } from './filters';

/** Query keys of player loans; every loan action invalidates `all` (list and stats). */
export const loanKeys = {
  all: ['loans'] as const,
  lists: () => [...loanKeys.all, 'list'] as const,
  list: (filters: LoanFilters) => [...loanKeys.lists(), filters] as const,
  summaries: () => [...loanKeys.all, 'summaries'] as const,
};
