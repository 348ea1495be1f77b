import { QueryClient, isServer } from '@tanstack/react-query';
import { isPermanentError } from './errors';

/** Stale 5 min, gc 10 min, 3 retries with exponential backoff capped at 30 s, mutations 1 retry. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  queryRetries: 3,
  mutationRetries: 1,
  maxRetryDelay: 30 * 1000,
} as const;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.maxRetryDelay);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        retry: (failureCount, error) => !isPermanentError(error) && failureCount < QUERY_DEFAULTS.queryRetries,
        retryDelay,
      },
      mutations: {
        retry: (failureCount, error) => !isPermanentError(error) && failureCount < QUERY_DEFAULTS.mutationRetries,
        retryDelay,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client per server request (no data shared between users), one per browser tab. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
