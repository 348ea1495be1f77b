import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { upcomingOwnMatchesOptions } from '@/features/matches/queries';
import { birthdaysOptions } from '@/features/members/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** The dashboards' next matches and birthdays of these categories, read together; none without a category (the lists ask nothing then). */
export function prefetchNextMatchesAndBirthdays(queryClient: QueryClient, categoryIds: string[]): Promise<unknown> {
  if (categoryIds.length === 0) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(upcomingOwnMatchesOptions(getSupabaseServerClient, categoryIds)),
    queryClient.prefetchQuery(birthdaysOptions(getSupabaseServerClient, categoryIds)),
  ]);
}
