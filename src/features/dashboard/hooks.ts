'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { toIsoDay } from '@/lib/format';
import { birthdaysOptions, nextLineupToFillOptions, todayOrNextTrainingOptions, upcomingOwnMatchesOptions } from './queries';

export function useUpcomingOwnMatches(categoryIds: string[]) {
  return useQuery(upcomingOwnMatchesOptions(getSupabaseBrowserClient(), categoryIds));
}

export function useMembersWithBirthdays(categoryIds: string[]) {
  return useQuery(birthdaysOptions(getSupabaseBrowserClient(), categoryIds));
}

export function useTodayOrNextTraining(categoryIds: string[]) {
  return useQuery(todayOrNextTrainingOptions(getSupabaseBrowserClient(), categoryIds, toIsoDay(new Date())));
}

export function useNextLineupToFill(categoryIds: string[]) {
  return useQuery(nextLineupToFillOptions(getSupabaseBrowserClient(), categoryIds));
}
