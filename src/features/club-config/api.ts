import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';

export type ClubConfig = Tables<'club_config'>;

/** The club's identity (one row); null before an admin has filled it in. */
export async function getClubConfig(client: TypedSupabaseClient): Promise<ClubConfig | null> {
  const { data, error } = await client.from('club_config').select('*').maybeSingle();
  if (error) throw error;
  return data;
}
