import 'server-only';
import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * A portal page's first screen of data, read on the server and handed to the browser's query
 * cache: the first HTML already holds the rows, and the client, asking with the same query
 * options (so the same keys), finds them fresh instead of fetching them again once supabase-js has
 * loaded. `prefetch` runs the page's reads (independent ones together) with the signed-in user's
 * server client; a read that fails is not handed over, so the browser asks again and shows its
 * error and retry as before.
 *
 * `shownWhen`, the page's access check, runs alongside the reads instead of before them: each read
 * goes out with the user's token and RLS answers it for that user alone, so nothing depends on the
 * check but whether the page shows. A refused page (a falsy check) renders nothing and its reads
 * are dropped; a granted one hands what the check found (a user's scope) to `children` when they
 * are a function of it.
 */
export async function ServerPrefetch<Granted = true>({
  prefetch,
  shownWhen,
  children,
}: {
  prefetch: (queryClient: QueryClient) => Promise<unknown>;
  shownWhen?: Promise<Granted | null | false> | Granted;
  children: ReactNode | ((granted: Granted) => ReactNode);
}) {
  const queryClient = getQueryClient();
  // No retries here: the page would wait out the backoff before showing anything, where the
  // browser retries a failed read while the page is already on screen.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const [granted] = await Promise.all([shownWhen ?? true, prefetch(queryClient)]);
  if (!granted) return null;
  return <HydrationBoundary state={dehydrate(queryClient)}>{typeof children === 'function' ? children(granted as Granted) : children}</HydrationBoundary>;
}
