import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';

export type Season = Tables<'seasons'>;

/** Spec §7: the active season (at most one; the database keeps it so). */
export async function getActiveSeason(client: TypedSupabaseClient): Promise<Season | null> {
  const { data, error } = await client.from('seasons').select('*').eq('is_active', true).maybeSingle();
  if (error) throw error;
  return data;
}
