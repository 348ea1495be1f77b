import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Json } from '@/lib/supabase/database.types';

export interface VideoOption {
  id: string;
  title: string;
}

export interface MatchMetadataRow {
  id: string;
  metadata_type: string;
  value: Json;
  is_primary: boolean;
}

export interface MatchExtras {
  linked: VideoOption[];
  available: VideoOption[];
  metadata: MatchMetadataRow[];
}

/** A match's linked videos, the category's other videos, and its metadata rows (3 parallel queries). */
export async function getMatchExtras(client: TypedSupabaseClient, matchId: string, categoryId: string): Promise<MatchExtras> {
  const [links, videos, metadata] = await Promise.all([
    client.from('match_videos').select('video_id').eq('match_id', matchId),
    client.from('videos').select('id, title').eq('category_id', categoryId).eq('is_active', true).order('recording_date', { ascending: false }),
    client.from('match_metadata').select('id, metadata_type, value, is_primary').eq('match_id', matchId).order('metadata_type').order('created_at'),
  ]);
  for (const result of [links, videos, metadata]) if (result.error) throw result.error;
  const linkedIds = new Set((links.data ?? []).map((link) => link.video_id));
  const all = videos.data ?? [];
  return { linked: all.filter((video) => linkedIds.has(video.id)), available: all.filter((video) => !linkedIds.has(video.id)), metadata: metadata.data ?? [] };
}

export async function linkVideo(client: TypedSupabaseClient, matchId: string, videoId: string): Promise<void> {
  const { error } = await client.from('match_videos').insert({ match_id: matchId, video_id: videoId });
  if (error) throw error;
}

export async function unlinkVideo(client: TypedSupabaseClient, matchId: string, videoId: string): Promise<void> {
  const { error } = await client.from('match_videos').delete().eq('match_id', matchId).eq('video_id', videoId);
  if (error) throw error;
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
