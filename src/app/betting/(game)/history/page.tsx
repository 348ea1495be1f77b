import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { claimedUserId, getCurrentSession } from '@/features/auth/session';
import { BetHistory } from '@/features/betting/components/bet-history';
import { betListOptions } from '@/features/betting/queries';
import { betHistoryUrlState } from '@/features/betting/url-state';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Moje sázky' };

/**
 * The bets of the address's tab come with the page, read while Auth checks the session: they are
 * asked for the user the cookie names, and shown only once Auth has accepted that same user. The
 * wallet loads in the browser, as on the game's home page: the layout may be opening it at this
 * moment.
 */
export default async function BetHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = betHistoryUrlState.parse(await searchParams);
  const prefetchBets = async (queryClient: QueryClient) => {
    const userId = await claimedUserId();
    if (userId) await queryClient.prefetchQuery(betListOptions(getSupabaseServerClient, userId, tab));
  };
  // The layout redirects visitors; pages render alongside it, so they check again.
  return (
    <ServerPrefetch shownWhen={getCurrentSession()} prefetch={prefetchBets}>
      {(session) => <BetHistory userId={session.user.id} />}
    </ServerPrefetch>
  );
}
