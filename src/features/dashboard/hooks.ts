'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { birthdaysOptions, upcomingOwnMatchesOptions } from './queries';

export function useUpcomingOwnMatches(categoryIds: string[]) {
  return useQuery(upcomingOwnMatchesOptions(getSupabaseBrowserClient(), categoryIds));
}

export function useMembersWithBirthdays(categoryIds: string[]) {
  return useQuery(birthdaysOptions(getSupabaseBrowserClient(), categoryIds));
}
