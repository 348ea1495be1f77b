import type { AdminMatchFilter, MatchPage } from './api/admin';

/**
 * Query keys of matches and what hangs on them (teams of a category, import checks, extras, the
 * coach's own-club list). Every match save invalidates `all`, which reaches every level below.
 */
export const matchKeys = {
  all: ['matches'] as const,
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (filter: AdminMatchFilter) => [...matchKeys.lists(), filter] as const,
  page: (filter: AdminMatchFilter, page: MatchPage) => [...matchKeys.lists(), filter, page] as const,
  teamLists: () => [...matchKeys.all, 'teams'] as const,
  teams: (categoryId: string, seasonId: string) => [...matchKeys.teamLists(), categoryId, seasonId] as const,
  importReferences: () => [...matchKeys.all, 'import-reference'] as const,
  importReference: (seasonId: string) => [...matchKeys.importReferences(), seasonId] as const,
  extrasOf: (matchId: string) => [...matchKeys.all, 'extras', matchId] as const,
  extras: (matchId: string, categoryId: string) => [...matchKeys.extrasOf(matchId), categoryId] as const,
  ownClub: (categoryIds: readonly string[]) => [...matchKeys.all, 'own-club', categoryIds] as const,
  // The dashboards' next matches: another query than the coach's own-club list, another key.
  upcomingOwnClub: (categoryIds: readonly string[]) => [...matchKeys.all, 'upcoming-own-club', categoryIds] as const,
};
