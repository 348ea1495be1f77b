import { removeUnusedLogo } from '@/features/clubs/logo-files';
import { fetchJson } from '@/lib/api/fetch-json';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TClubConfig } from './schema';

export type ClubConfig = Tables<'club_config'>;

/** The club's identity (one row); null before an admin has filled it in. */
export async function getClubConfig(client: TypedSupabaseClient): Promise<ClubConfig | null> {
  const { data, error } = await client.from('club_config').select('*').maybeSingle();
  if (error) throw error;
  return data;
}

/** Saves the single config row (created on first save); a replaced logo is removed from storage afterwards. */
export async function saveClubConfig(client: TypedSupabaseClient, config: TClubConfig): Promise<ClubConfig> {
  const previous = await client.from('club_config').select('club_logo_url').maybeSingle();
  if (previous.error) throw previous.error;
  const { data, error } = await client.from('club_config').upsert({ id: true, ...config }, { onConflict: 'id' }).select('*').single();
  if (error) throw error;
  await removeUnusedLogo(client, previous.data?.club_logo_url, data.club_logo_url);
  return data;
}

// The admin screen goes through /api/club-config, which drops the public cache itself.
export async function fetchClubConfig(): Promise<ClubConfig | null> {
  return (await fetchJson<{ data: ClubConfig | null }>('/api/club-config')).data;
}

export async function putClubConfig(config: TClubConfig): Promise<void> {
  await fetchJson('/api/club-config', { method: 'PUT', body: JSON.stringify(config) });
}
