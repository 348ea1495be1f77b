import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TSeasonForm } from './schema';

export type Season = Tables<'seasons'>;

/** The active season (at most one; the database keeps it so). */
export async function getActiveSeason(client: TypedSupabaseClient): Promise<Season | null> {
  const { data, error } = await client.from('seasons').select('*').eq('is_active', true).maybeSingle();
  if (error) throw error;
  return data;
}

/** The seasons list shows 50, newest start first. */
export const SEASONS_LIST_LIMIT = 50;

export async function listSeasons(client: TypedSupabaseClient): Promise<Season[]> {
  const { data, error } = await client
    .from('seasons')
    .select('*')
    .order('start_date', { ascending: false })
    .limit(SEASONS_LIST_LIMIT);
  if (error) throw error;
  return data;
}

/** Under the id the form made for it, so a retried request changes nothing. */
export async function createSeason(client: TypedSupabaseClient, id: string, season: TSeasonForm): Promise<void> {
  const { error } = await client.from('seasons').upsert({ ...season, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateSeason(
  client: TypedSupabaseClient,
  id: string,
  changes: Partial<TSeasonForm> & { is_active?: boolean; is_closed?: boolean },
): Promise<void> {
  const { error } = await client.from('seasons').update(changes).eq('id', id);
  if (error) throw error;
}

export async function deleteSeason(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('seasons').delete().eq('id', id);
  if (error) throw error;
}
