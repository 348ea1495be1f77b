import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { publicEnv } from '@/lib/env';
import type { TypedSupabaseClient } from './client';
import type { Database } from './database.types';
import { getServerEnv } from './server-env';

/**
 * Service-role client: bypasses RLS. Only for named server jobs (user administration, login
 * logging) after the caller's own role has been checked; never for generic data access.
 */
export function getSupabaseAdminClient(): TypedSupabaseClient {
  return createClient<Database>(publicEnv.supabaseUrl, getServerEnv().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
