import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { publicEnv } from '@/lib/env';
import type { TypedSupabaseClient } from './client';
import type { Database } from './database.types';

/**
 * The signed-in user's client for server components, route handlers and server actions,
 * reading and writing the session cookies of this request. Deduplicated per request.
 */
export const getSupabaseServerClient = cache(async (): Promise<TypedSupabaseClient> => {
  const cookieStore = await cookies();
  return createServerClient<Database>(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; middleware refreshes the session instead.
        }
      },
    },
  });
});
