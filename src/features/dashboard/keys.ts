import { matchKeys } from '@/features/matches/keys';

/**
 * The dashboards show other domains' rows, so their keys hang under those domains' prefixes: a
 * match save (matchKeys.all) refreshes the next matches, and a member save (['members'], the
 * prefix of the members feature) the birthdays.
 */
export const dashboardKeys = {
  upcomingMatches: (categoryIds: readonly string[]) => [...matchKeys.all, 'upcoming-own-club', categoryIds] as const,
  birthdays: (categoryIds: readonly string[]) => ['members', 'birthdays', categoryIds] as const,
  nextLineupToFill: (categoryIds: readonly string[]) => [...matchKeys.all, 'next-lineup-to-fill', categoryIds] as const,
  // 'training' is the training feature's prefix: a session save refreshes the link.
  todayOrNextTraining: (categoryIds: readonly string[], today: string) => ['training', 'today-or-next', categoryIds, today] as const,
};
