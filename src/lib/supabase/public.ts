import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { publicEnv } from '@/lib/env';
import type { TypedSupabaseClient } from './client';
import type { Database } from './database.types';

/**
 * `next build` runs with no database (CI) and still prerenders the public pages; that output is
 * never served (src/lib/security/page-cache-handler.mjs drops it), so during the build every read answers
 * "no rows" instead of failing the build on a refused connection.
 */
const noRowsDuringBuild: typeof fetch = () => Promise.resolve(Response.json([]));

/**
 * The anonymous client for public pages: no cookies, so what it reads is the same for every
 * visitor and can be cached across requests (lib/public-cache.ts). RLS gives it exactly what
 * anon may see.
 */
export function getSupabasePublicClient(): TypedSupabaseClient {
  const isBuild = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
  return createClient<Database>(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(isBuild ? { global: { fetch: noRowsDuringBuild } } : {}),
  });
}
