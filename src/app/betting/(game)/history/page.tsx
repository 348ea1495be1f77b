import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { BetHistory } from '@/features/betting/components/bet-history';
import { betListOptions } from '@/features/betting/queries';
import { betHistoryUrlState } from '@/features/betting/url-state';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Moje sázky' };

/**
 * The bets of the address's tab come with the page. The wallet loads in the browser, as on the
 * game's home page: the layout may be opening it at this moment.
 */
export default async function BetHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The layout redirects visitors; pages render alongside it, so they check again.
  const session = await getCurrentSession();
  if (!session) return null;
  const { tab } = betHistoryUrlState.parse(await searchParams);
  return (
    <ServerPrefetch prefetch={(queryClient) => queryClient.prefetchQuery(betListOptions(getSupabaseServerClient, session.user.id, tab))}>
      <BetHistory userId={session.user.id} />
    </ServerPrefetch>
  );
}
