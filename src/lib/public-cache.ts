import 'server-only';
import { unstable_cache } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import type { TypedSupabaseClient } from './supabase/client';
import { getSupabasePublicClient } from './supabase/public';
import type { PublicCacheTag } from './public-cache-tags';
import { publicLoadError, type LoadErrorMessage } from './public-load-error';

/** A safety net only: admin saves revalidate at once (POST /api/revalidate). */
const PUBLIC_CACHE_SECONDS = 300;

/**
 * Caches an anonymous read for public pages across requests, tagged by the data it depends on.
 * `key` must name the function and every argument that changes the result. A failure is never
 * cached (the next visitor reads again) and is thrown as a PublicLoadError named by `loadError`,
 * the feature's words for this load, so the page's error boundary can say what failed,
 * or offer the login when the database refused the anonymous read.
 */
export function cachedPublicRead<Args extends unknown[], Result>(
  key: string,
  tags: PublicCacheTag[],
  read: (client: TypedSupabaseClient, ...args: Args) => Promise<Result>,
  loadError?: LoadErrorMessage,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache((...args: Args) => read(getSupabasePublicClient(), ...args), [key], {
    tags,
    revalidate: PUBLIC_CACHE_SECONDS,
  });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      // Next's own signals (a dynamic-usage bailout while prerendering) pass through untouched.
      unstable_rethrow(error);
      throw publicLoadError(error, loadError);
    }
  };
}
