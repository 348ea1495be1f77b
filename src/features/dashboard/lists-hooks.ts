'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { getMembersWithBirthdays, getUpcomingOwnMatches } from './lists-api';

/** Spec §9: own-club matches are cached for 60 s. */
const OWN_MATCHES_STALE_MS = 60_000;

export function useUpcomingOwnMatches(categoryIds: string[]) {
  return useQuery({
    queryKey: ['own-club-matches', 'upcoming', categoryIds],
    queryFn: () => getUpcomingOwnMatches(getSupabaseBrowserClient(), categoryIds),
    enabled: categoryIds.length > 0,
    staleTime: OWN_MATCHES_STALE_MS,
  });
}

export function useMembersWithBirthdays(categoryIds: string[]) {
  return useQuery({
    queryKey: ['members', 'birthdays', categoryIds],
    queryFn: () => getMembersWithBirthdays(getSupabaseBrowserClient(), categoryIds),
    enabled: categoryIds.length > 0,
  });
}
