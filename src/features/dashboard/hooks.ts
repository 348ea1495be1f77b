'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { toIsoDay } from '@/lib/format';
import { birthdaysOptions, nextLineupToFillOptions, todayOrNextTrainingOptions, upcomingOwnMatchesOptions } from './queries';

export function useUpcomingOwnMatches(categoryIds: string[]) {
  return useQuery(upcomingOwnMatchesOptions(loadSupabaseBrowserClient, categoryIds));
}

export function useMembersWithBirthdays(categoryIds: string[]) {
  return useQuery(birthdaysOptions(loadSupabaseBrowserClient, categoryIds));
}

export function useTodayOrNextTraining(categoryIds: string[]) {
  return useQuery(todayOrNextTrainingOptions(loadSupabaseBrowserClient, categoryIds, toIsoDay(new Date())));
}

export function useNextLineupToFill(categoryIds: string[]) {
  return useQuery(nextLineupToFillOptions(loadSupabaseBrowserClient, categoryIds));
}
