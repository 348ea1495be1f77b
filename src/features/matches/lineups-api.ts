import type { QueryData } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

// One literal, so supabase-js types the rows (positions and roles as the check constraints allow).
const PUBLIC_LINEUP_SELECT = `team_id, is_home_team,
  lineup_players(jersey_number, position, goals, is_captain, member:public_members!member_id(name, surname),
    external:public_external_players!external_player_id(name, surname)),
  lineup_coaches(role, member:public_members!member_id(name, surname))`;

const selectPublicLineups = (client: TypedSupabaseClient) => client.from('lineups').select(PUBLIC_LINEUP_SELECT);
export type PublicLineup = QueryData<ReturnType<typeof selectPublicLineups>>[number];

/** Both teams' recorded lineups of a match, names from the public views of members and external players. */
export async function getMatchLineups(client: TypedSupabaseClient, matchId: string): Promise<PublicLineup[]> {
  const { data, error } = await selectPublicLineups(client).eq('match_id', matchId).eq('is_active', true);
  if (error) throw error;
  return data;
}

export interface LinkedVideo {
  id: string;
  title: string;
  youtube_url: string;
  thumbnail_url: string | null;
}

/** Videos linked to a match (linking videos to a match). */
export async function getMatchVideos(client: TypedSupabaseClient, matchId: string): Promise<LinkedVideo[]> {
  const { data, error } = await client.from('match_videos').select('video:videos!inner(id, title, youtube_url, thumbnail_url)').eq('match_id', matchId);
  if (error) throw error;
  return data.map((row) => row.video);
}
