import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getMembersWithBirthdays, getNextLineupToFill, getTodayOrNextTraining, getUpcomingOwnMatches } from './api';
import { dashboardKeys } from './keys';

/** Spec §9: own-club matches are cached for 60 s. */
const OWN_MATCHES_STALE_MS = 60_000;

export const upcomingOwnMatchesOptions = (client: TypedSupabaseClient, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.upcomingMatches(categoryIds),
    queryFn: () => getUpcomingOwnMatches(client, categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });

export const birthdaysOptions = (client: TypedSupabaseClient, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.birthdays(categoryIds),
    queryFn: () => getMembersWithBirthdays(client, categoryIds),
    enabled: categoryIds.length > 0,
  });

export const todayOrNextTrainingOptions = (client: TypedSupabaseClient, categoryIds: string[], today: string) =>
  queryOptions({
    queryKey: dashboardKeys.todayOrNextTraining(categoryIds, today),
    queryFn: () => getTodayOrNextTraining(client, categoryIds, today),
    enabled: categoryIds.length > 0,
  });

export const nextLineupToFillOptions = (client: TypedSupabaseClient, categoryIds: string[]) =>
  queryOptions({
    queryKey: dashboardKeys.nextLineupToFill(categoryIds),
    queryFn: () => getNextLineupToFill(client, categoryIds),
    enabled: categoryIds.length > 0,
  });
