import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { BettingHome } from '@/features/betting/components/betting-home';
import { bettingMatchesOptions } from '@/features/betting/queries';
import { getQueryClient } from '@/lib/query-client';
import { getSupabaseServerClient } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Sázková hra' };

/**
 * The matches and odds (public data) come with the page. The wallet loads in the browser: the
 * layout opens a new bettor's wallet in parallel with this render, so a prefetch here could
 * read it a moment too early and show 0 coins.
 */
export default async function BettingPage() {
  const queryClient = getQueryClient();
  await queryClient.prefetchQuery(bettingMatchesOptions(getSupabaseServerClient));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <BettingHome />
    </HydrationBoundary>
  );
}
