import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { isAdminSession } from '@/features/auth/session';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { MatchesScreen } from '@/features/matches/components/admin/matches-screen';
import { adminMatchFilters, adminMatchPageQuery, adminMatchSeason } from '@/features/matches/filters';
import { adminMatchPageOptions, teamListOptions } from '@/features/matches/queries';
import { seasonListOptions } from '@/features/seasons/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Zápasy' };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The list's first screen as the address filters it. The page of matches and the chosen
 * category's teams need the season (the address's or the active one), so they follow the
 * seasons; the categories need nothing and go alongside.
 */
function prefetchMatchList(params: SearchParams) {
  const filters = adminMatchFilters.parse(params);
  return async (queryClient: QueryClient) => {
    const categoriesRead = queryClient.prefetchQuery(activeCategoriesOptions(getSupabaseServerClient));
    await queryClient.prefetchQuery(seasonListOptions(getSupabaseServerClient));
    const season = adminMatchSeason(queryClient.getQueryData(seasonListOptions(getSupabaseServerClient).queryKey), filters);
    if (!season) return categoriesRead;
    const { filter, page } = adminMatchPageQuery(filters, season.id);
    return Promise.all([
      categoriesRead,
      queryClient.prefetchQuery(adminMatchPageOptions(getSupabaseServerClient, filter, page)),
      filters.category ? queryClient.prefetchQuery(teamListOptions(getSupabaseServerClient, filters.category, season.id)) : null,
    ]);
  };
}

export default async function AdminMatchesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ServerPrefetch shownWhen={isAdminSession()} prefetch={prefetchMatchList(await searchParams)}>
      <MatchesScreen />
    </ServerPrefetch>
  );
}
