import 'server-only';
import { unstable_cache } from 'next/cache';
import type { TypedSupabaseClient } from './supabase/client';
import { getSupabasePublicClient } from './supabase/public';
import type { PublicCacheTag } from './public-cache-tags';

/** A safety net only: admin saves revalidate at once (POST /api/revalidate). */
const PUBLIC_CACHE_SECONDS = 300;

/**
 * Caches an anonymous read for public pages across requests, tagged by the data it depends on.
 * `key` must name the function and every argument that changes the result.
 */
export function cachedPublicRead<Args extends unknown[], Result>(
  key: string,
  tags: PublicCacheTag[],
  read: (client: TypedSupabaseClient, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache((...args: Args) => read(getSupabasePublicClient(), ...args), [key], {
    tags,
    revalidate: PUBLIC_CACHE_SECONDS,
  });
}
