import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { prefetchNextMatchesAndBirthdays } from '@/app/_components/prefetch-next-matches-and-birthdays';
import { coachPortalScope, type CoachPortalScope } from '@/features/auth/session';
import { availabilityCountsOptions } from '@/features/availability/queries';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { coachCategories } from '@/features/coaches/coach-categories';
import { nextLineupToFillOptions } from '@/features/lineups/queries';
import { todayOrNextTrainingOptions } from '@/features/training/queries';
import { toIsoDay } from '@/lib/format';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';
import { CoachDashboard } from './_components/deferred-coach-dashboard';

export const metadata: Metadata = { title: 'Trenérský portál' };

/**
 * The categories, then everything the dashboard shows of them at once. The categories are read
 * while Auth checks the session (RLS answers them for the cookie's user; only choosing among them
 * needs the scope). An admin's simulated categories live in browser storage, unknown here: the
 * server shows what an admin sees without a simulation, and the browser switches once it reads
 * the storage.
 */
function prefetchDashboard(scope: Promise<CoachPortalScope | null>) {
  return async (queryClient: QueryClient) => {
    const [granted, active] = await Promise.all([scope, queryClient.fetchQuery(activeCategoriesOptions(getSupabaseServerClient)).catch(() => null)]);
    if (!granted || !active) return;
    const categoryIds = coachCategories(active, { ...granted, simulated: [] }).map((category) => category.id);
    if (categoryIds.length === 0) return;
    await Promise.all([
      queryClient.prefetchQuery(todayOrNextTrainingOptions(getSupabaseServerClient, categoryIds, toIsoDay(new Date()))),
      queryClient.prefetchQuery(nextLineupToFillOptions(getSupabaseServerClient, categoryIds)),
      ...categoryIds.map((categoryId) => queryClient.prefetchQuery(availabilityCountsOptions(getSupabaseServerClient, categoryId))),
      prefetchNextMatchesAndBirthdays(queryClient, categoryIds),
    ]);
  };
}

export default function CoachDashboardPage() {
  // Rendered alongside the layout: check access here too before anything is shown.
  const scope = coachPortalScope();
  return (
    <ServerPrefetch shownWhen={scope} prefetch={prefetchDashboard(scope)}>
      {(granted) => <CoachDashboard {...granted} />}
    </ServerPrefetch>
  );
}
