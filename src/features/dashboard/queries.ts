import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getMembersWithBirthdays, getNextLineupToFill, getTodayOrNextTraining, getUpcomingOwnMatches } from './api';
import { dashboardKeys } from './keys';

/** Own-club matches are cached for 60 s. */
const OWN_MATCHES_STALE_MS = 60_000;

export const upcomingOwnMatchesOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.upcomingMatches(categoryIds),
    queryFn: async () => getUpcomingOwnMatches(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });

export const birthdaysOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.birthdays(categoryIds),
    queryFn: async () => getMembersWithBirthdays(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
  });

export const todayOrNextTrainingOptions = (loadClient: SupabaseClientLoader, categoryIds: string[], today: string) =>
  queryOptions({
    queryKey: dashboardKeys.todayOrNextTraining(categoryIds, today),
    queryFn: async () => getTodayOrNextTraining(await loadClient(), categoryIds, today),
    enabled: categoryIds.length > 0,
  });

export const nextLineupToFillOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.nextLineupToFill(categoryIds),
    queryFn: async () => getNextLineupToFill(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
  });
