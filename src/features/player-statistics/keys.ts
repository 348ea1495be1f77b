import { matchKeys } from '@/features/matches/keys';

/**
 * Statistics are sums of match results and lineups, so their keys hang under the matches prefix:
 * recording a result (matchKeys.all) refreshes the statistics and the form with it.
 */
export const statisticsKeys = {
  all: [...matchKeys.all, 'statistics'] as const,
  categorySeason: (categoryId: string, seasonId: string) => [...statisticsKeys.all, 'category-season', categoryId, seasonId] as const,
  teamForm: (teamId: string) => [...statisticsKeys.all, 'team-form', teamId] as const,
  previousMeetings: (matchId: string) => [...statisticsKeys.all, 'previous-meetings', matchId] as const,
  opponentScorers: (matchId: string) => [...statisticsKeys.all, 'opponent-scorers', matchId] as const,
};
