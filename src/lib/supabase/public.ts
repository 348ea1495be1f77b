import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { publicEnv } from '@/lib/env';
import type { TypedSupabaseClient } from './client';
import type { Database } from './database.types';

/**
 * The anonymous client for public pages: no cookies, so what it reads is the same for every
 * visitor and can be cached across requests (lib/public-cache.ts). RLS gives it exactly what
 * anon may see.
 */
export function getSupabasePublicClient(): TypedSupabaseClient {
  return createClient<Database>(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
