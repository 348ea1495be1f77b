import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import type { TPublicEnv } from '@/lib/env';
import type { Database } from './database.types';

/**
 * Refreshes the session cookie on every request (server components cannot write cookies).
 * Authorization does not live here: pages, handlers and RLS check the user themselves.
 */
export async function refreshSession(request: NextRequest, env: TPublicEnv): Promise<NextResponse> {
  let response = NextResponse.next({ request });
  const supabase = createServerClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookiesToSet) => {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
      },
    },
  });
  // getSession() refreshes an expired access token with Auth and otherwise only reads the cookie:
  // keeping the session alive is all this does. The user is verified with Auth (getUser) by the
  // page, handler or action that serves the request (getCurrentSession, checkAccess); a
  // getUser() here as well cost every portal request, prefetches included, a second call to Auth.
  await supabase.auth.getSession();
  return response;
}
