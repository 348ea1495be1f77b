import type { MemberFilters } from './filters';

/** Query keys of the members domain; every members save invalidates `all`. */
export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (filters: MemberFilters) => [...memberKeys.lists(), filters] as const,
  export: (filters: Omit<MemberFilters, 'page'>) => [...memberKeys.all, 'export', filters] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
  relationships: (id: string) => [...memberKeys.detail(id), 'relationships'] as const,
  metadata: (id: string) => [...memberKeys.detail(id), 'metadata'] as const,
  players: () => [...memberKeys.all, 'players'] as const,
  playerCandidates: (categoryId: string | null) => [...memberKeys.players(), categoryId] as const,
  externalPlayers: () => [...memberKeys.all, 'external-players'] as const,
  nextRegistrationNumber: () => [...memberKeys.all, 'next-registration-number'] as const,
  // Under `all`: a member save refreshes the dashboards' birthdays.
  birthdays: (categoryIds: readonly string[]) => [...memberKeys.all, 'birthdays', categoryIds] as const,
};

/** Member functions are their own prefix: renaming one refreshes members too (their labels). */
export const memberFunctionKeys = {
  all: ['member-functions'] as const,
  list: () => [...memberFunctionKeys.all, 'list'] as const,
};

/**
 * What a save of a member's club relationship refreshes: the member's detail (relationships
 * included) and every register page, because "active" (filters.ts) follows the relationships.
 */
export const relationshipTargets = (memberId: string) => [memberKeys.detail(memberId), memberKeys.lists()];
