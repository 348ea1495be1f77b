import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { publicEnv } from '@/lib/env';
import type { Database } from './database.types';

export type TypedSupabaseClient = SupabaseClient<Database>;

/**
 * How a query gets its client: the browser's hooks pass `loadSupabaseBrowserClient`, so
 * supabase-js (~60 kB gzip) downloads while the page already shows, not before it; the server
 * passes `getSupabaseServerClient`.
 */
export type SupabaseClientLoader = () => Promise<TypedSupabaseClient>;

let browserClient: TypedSupabaseClient | undefined;

/** One client per browser tab: it owns the session cookie and its refresh timer. */
export function getSupabaseBrowserClient(): TypedSupabaseClient {
  browserClient ??= createBrowserClient<Database>(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey);
  return browserClient;
}
