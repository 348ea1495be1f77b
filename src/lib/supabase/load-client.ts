import type { TypedSupabaseClient } from './client';

/**
 * The browser client, its code fetched on first use: no page needs supabase-js to show itself (the
 * sign-in forms need it when sent, the portals' lists when they load), so it stays out of every
 * first load. The same single client per tab.
 */
export async function loadSupabaseBrowserClient(): Promise<TypedSupabaseClient> {
  const { getSupabaseBrowserClient } = await import('./client');
  return getSupabaseBrowserClient();
}
