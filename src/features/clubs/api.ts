import type { TypedSupabaseClient } from '@/lib/supabase/client';

/** The own club's id (spec §3 is_own_club), or null before an admin has marked it. */
export async function getOwnClubId(client: TypedSupabaseClient): Promise<string | null> {
  const { data, error } = await client.from('clubs').select('id').eq('is_own_club', true).limit(1).maybeSingle();
  if (error) throw error;
  return data?.id ?? null;
}
