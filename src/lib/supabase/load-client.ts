import type { TypedSupabaseClient } from './client';

/**
 * The browser client, its code fetched on first use: the sign-in pages need supabase-js only when
 * a form is sent, so it stays out of their first load. The same single client per tab.
 */
export async function loadSupabaseBrowserClient(): Promise<TypedSupabaseClient> {
  const { getSupabaseBrowserClient } = await import('./client');
  return getSupabaseBrowserClient();
}
