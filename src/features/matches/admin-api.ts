import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { selectMatchSummaries, toMatchSummary, type MatchSummary } from './public-api';
import type { TMatchForm } from './schema';

export interface AdminMatchFilter {
  seasonId: string;
  categoryId: string | null;
  status: 'upcoming' | 'completed' | null;
  matchweek: number | null;
}

/** Matches filtered by category, season, status and matchweek, with teams and category. */
export async function listMatches(client: TypedSupabaseClient, filter: AdminMatchFilter): Promise<MatchSummary[]> {
  let query = selectMatchSummaries(client).eq('season_id', filter.seasonId);
  if (filter.categoryId) query = query.eq('category_id', filter.categoryId);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.matchweek) query = query.eq('matchweek', filter.matchweek);
  const { data, error } = await query.order('date').order('time', { nullsFirst: false });
  if (error) throw error;
  return data.map(toMatchSummary);
}

export interface TeamOption {
  id: string;
  name: string;
  short_name: string;
}

/** The active teams of a category in a season (the match form's and the import's choices). */
export async function listTeams(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<TeamOption[]> {
  const { data, error } = await client
    .from('teams')
    .select('id, name, short_name')
    .eq('category_id', categoryId)
    .eq('season_id', seasonId)
    .eq('is_active', true)
    .order('name');
  if (error) throw error;
  // teams is a view: its columns are typed nullable, though the joins behind them are not.
  return data.flatMap((team) => (team.id && team.name ? [{ id: team.id, name: team.name, short_name: team.short_name ?? team.name }] : []));
}

/**
 * Inserts the match under the id the form made for it, so a retried request (mutations
 * retry once) finds its own row and changes nothing instead of storing the match twice.
 */
export async function createMatch(client: TypedSupabaseClient, id: string, match: TMatchForm & { matchweek: number }): Promise<void> {
  const { error } = await client.from('matches').upsert({ ...match, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateMatch(client: TypedSupabaseClient, id: string, match: TMatchForm & { matchweek: number }): Promise<void> {
  const { error } = await client.from('matches').update(match).eq('id', id);
  if (error) throw error;
}

export async function deleteMatch(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('matches').delete().eq('id', id);
  if (error) throw error;
}

export interface MatchResult {
  home_score: number;
  away_score: number;
  home_score_halftime: number;
  away_score_halftime: number;
}

/** Records the result and completes the match (the standings follow by trigger). */
export async function recordResult(client: TypedSupabaseClient, matchId: string, result: MatchResult): Promise<void> {
  const { error } = await client.rpc('record_match_result', {
    p_match_id: matchId,
    p_home_score: result.home_score,
    p_away_score: result.away_score,
    p_home_halftime: result.home_score_halftime,
    p_away_halftime: result.away_score_halftime,
  });
  if (error) throw error;
}

export async function generateInitialStandings(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<number> {
  const { data, error } = await client.rpc('generate_initial_standings', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
  return data;
}

export async function recalculateStandings(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<void> {
  const { error } = await client.rpc('recalculate_standings', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
}
