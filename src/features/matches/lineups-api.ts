import type { TypedSupabaseClient } from '@/lib/supabase/client';

interface PersonName {
  name: string;
  surname: string;
}

export interface PublicLineup {
  team_id: string;
  is_home_team: boolean;
  lineup_players: {
    jersey_number: number | null;
    position: 'field_player' | 'goalkeeper' | null;
    goals: number;
    is_captain: boolean;
    member: PersonName | null;
  }[];
  lineup_coaches: { role: 'head_coach' | 'assistant_coach' | 'team_manager'; member: PersonName | null }[];
}

/** Both teams' recorded lineups of a match, names from the public view of members. */
export async function getMatchLineups(client: TypedSupabaseClient, matchId: string): Promise<PublicLineup[]> {
  const { data, error } = await client
    .from('lineups')
    .select(
      'team_id, is_home_team, lineup_players(jersey_number, position, goals, is_captain, member:public_members!member_id(name, surname)), ' +
        'lineup_coaches(role, member:public_members!member_id(name, surname))',
    )
    .eq('match_id', matchId)
    .eq('is_active', true);
  if (error) throw error;
  // Check constraints on position and role guarantee the narrowed values.
  return data as unknown as PublicLineup[];
}

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
