import { getMatchVideoChoices, type MatchVideoChoices } from '@/features/videos/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Json } from '@/lib/supabase/database.types';

export interface MatchMetadataRow {
  id: string;
  metadata_type: string;
  value: Json;
  is_primary: boolean;
}

export interface MatchExtras extends MatchVideoChoices {
  metadata: MatchMetadataRow[];
}

/** A match's linked videos, the category's other videos (the videos' read), and its metadata rows, in parallel. */
export async function getMatchExtras(client: TypedSupabaseClient, matchId: string, categoryId: string): Promise<MatchExtras> {
  const [videos, metadata] = await Promise.all([
    getMatchVideoChoices(client, matchId, categoryId),
    client.from('match_metadata').select('id, metadata_type, value, is_primary').eq('match_id', matchId).order('metadata_type').order('created_at'),
  ]);
  if (metadata.error) throw metadata.error;
  return { ...videos, metadata: metadata.data ?? [] };
}

export async function addMetadata(client: TypedSupabaseClient, matchId: string, row: { metadata_type: string; value: Json; is_primary: boolean }): Promise<void> {
  const { error } = await client.from('match_metadata').insert({ match_id: matchId, ...row });
  if (error) throw error;
}

/** Making a row primary first clears the primary flag of the match's other rows of that type (a trigger does it). */
export async function setPrimaryMetadata(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('match_metadata').update({ is_primary: true }).eq('id', id);
  if (error) throw error;
}

export async function deleteMetadata(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('match_metadata').delete().eq('id', id);
  if (error) throw error;
}

/** What an admin types as a value: JSON when it parses, otherwise kept as text. */
export function metadataValue(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return { text: text.trim() };
  }
}
