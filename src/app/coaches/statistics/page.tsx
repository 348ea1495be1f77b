import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { coachPortalScope, type CoachPortalScope } from '@/features/auth/session';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { coachCategories } from '@/features/coaches/coach-categories';
import { StatisticsScreen } from '@/features/player-statistics/components/statistics-screen';
import { categorySeasonStatisticsOptions } from '@/features/player-statistics/queries';
import { statisticsSelection, statisticsUrlState } from '@/features/player-statistics/url-state';
import { seasonListOptions } from '@/features/seasons/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Statistiky' };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The categories and seasons together, read while Auth checks the session (RLS answers them for
 * the cookie's user; only choosing among them needs the scope), then the statistics the screen
 * opens with. An admin's simulated categories live in browser storage, unknown here: the server
 * shows what an admin sees without a simulation, and the browser switches once it reads the
 * storage.
 */
function prefetchStatistics(params: SearchParams, scope: Promise<CoachPortalScope | null>) {
  return async (queryClient: QueryClient) => {
    const [granted, categories, seasons] = await Promise.all([
      scope,
      queryClient.fetchQuery(activeCategoriesOptions(getSupabaseServerClient)).catch(() => null),
      queryClient.fetchQuery(seasonListOptions(getSupabaseServerClient)).catch(() => null),
    ]);
    if (!granted || !categories || !seasons) return;
    const selection = statisticsSelection(statisticsUrlState.parse(params), coachCategories(categories, { ...granted, simulated: [] }), seasons);
    if (selection.categoryId && selection.seasonId) {
      await queryClient.prefetchQuery(categorySeasonStatisticsOptions(getSupabaseServerClient, selection.categoryId, selection.seasonId));
    }
  };
}

export default async function CoachStatisticsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // Rendered alongside the layout: check access here too before anything is shown.
  const scope = coachPortalScope();
  return (
    <ServerPrefetch shownWhen={scope} prefetch={prefetchStatistics(await searchParams, scope)}>
      {(granted) => <StatisticsScreen {...granted} />}
    </ServerPrefetch>
  );
}
