import type { TypedSupabaseClient } from '@/lib/supabase/client';

/** Makes sure the admin's profile and role rows exist, so the coach portal can read them. */
export async function ensureAdminRows(client: TypedSupabaseClient): Promise<void> {
  const { error } = await client.rpc('ensure_admin_rows');
  if (error) throw error;
}
