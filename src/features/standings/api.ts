import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface StandingRow {
  id: string;
  category_id: string;
  position: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  goals_for: number;
  goals_against: number;
  points: number;
  club_id: string;
  team: { id: string; name: string; short_name: string; logo_url: string | null };
}

const STANDING_SELECT =
  'id, category_id, position, matches, wins, draws, losses, goals_for, goals_against, points, club_id, team:teams!team_id(id, name, short_name, logo_url)';

/**
 * The embedded team is a NOT NULL foreign key, always present. The generated types do not
 * describe relationships through views (teams), hence the cast.
 */
function asStandingRows(rows: unknown): StandingRow[] {
  return rows as StandingRow[];
}

/** Standings of a category and season ordered by position, with the team's name and logo. */
export async function getStandings(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<StandingRow[]> {
  const { data, error } = await client.from('standings').select(STANDING_SELECT).eq('category_id', categoryId).eq('season_id', seasonId).order('position');
  if (error) throw error;
  return asStandingRows(data);
}

/** Every category's standings of a season in one query (the home page's widget). */
export async function getSeasonStandings(client: TypedSupabaseClient, seasonId: string): Promise<StandingRow[]> {
  const { data, error } = await client.from('standings').select(STANDING_SELECT).eq('season_id', seasonId).order('position');
  if (error) throw error;
  return asStandingRows(data);
}

/** Creates the category's season table from its teams; returns how many rows it made. */
export async function generateInitialStandings(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<number> {
  const { data, error } = await client.rpc('generate_initial_standings', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
  return data;
}

/** Recomputes the category's season table from its completed matches. */
export async function recalculateStandings(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<void> {
  const { error } = await client.rpc('recalculate_standings', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
}
