import type { Metadata } from 'next';
import { BettingHome } from '@/features/betting/components/betting-home';
import { bettingMatchesOptions } from '@/features/betting/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Sázková hra' };

/**
 * The matches and odds (public data) come with the page. The wallet loads in the browser: the
 * layout opens a new bettor's wallet in parallel with this render, so a prefetch here could
 * read it a moment too early and show 0 coins.
 */
export default function BettingPage() {
  return (
    <ServerPrefetch prefetch={(queryClient) => queryClient.prefetchQuery(bettingMatchesOptions(getSupabaseServerClient))}>
      <BettingHome />
    </ServerPrefetch>
  );
}
