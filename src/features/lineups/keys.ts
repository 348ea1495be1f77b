import { matchKeys } from '@/features/matches/keys';

/** Query keys of lineups and rosters; every save here invalidates `all`. */
export const lineupKeys = {
  all: ['lineups'] as const,
  matchLists: () => [...lineupKeys.all, 'matches'] as const,
  matches: (categoryId: string) => [...lineupKeys.matchLists(), categoryId] as const,
  sheets: (matchId: string) => [...lineupKeys.all, 'sheets', matchId] as const,
  coachCandidates: () => [...lineupKeys.all, 'coach-candidates'] as const,
  rosters: () => [...lineupKeys.all, 'roster'] as const,
  roster: (categoryId: string, seasonId: string) => [...lineupKeys.rosters(), categoryId, seasonId] as const,
  // Under the matches' prefix: a match save (a new fixture, a moved date) changes which match is next.
  nextToFill: (categoryIds: readonly string[]) => [...matchKeys.all, 'next-lineup-to-fill', categoryIds] as const,
};
