import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface LinkedVideo {
  id: string;
  title: string;
  youtube_url: string;
  thumbnail_url: string | null;
}

/** Videos linked to a match (spec §4: linking videos to a match). */
export async function getMatchVideos(client: TypedSupabaseClient, matchId: string): Promise<LinkedVideo[]> {
  const { data, error } = await client.from('match_videos').select('video:videos!inner(id, title, youtube_url, thumbnail_url)').eq('match_id', matchId);
  if (error) throw error;
  return data.map((row) => row.video);
}
