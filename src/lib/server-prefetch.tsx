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
 */
export async function ServerPrefetch({ prefetch, children }: { prefetch: (queryClient: QueryClient) => Promise<unknown>; children: ReactNode }) {
  const queryClient = getQueryClient();
  // No retries here: the page would wait out the backoff before showing anything, where the
  // browser retries a failed read while the page is already on screen.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  await prefetch(queryClient);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
