import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { parseRows, ZOpponentScorerRow, ZPlayerStatisticsRow, ZSeasonResultRow, type ParsedRows, type TOpponentScorerRow, type TPlayerStatisticsRow } from './schema';
import { formOutcomes, type FormOutcome } from './team-form';
import { teamRecords, type TeamRecord } from './team-record';

export interface CategorySeasonStatistics {
  players: TPlayerStatisticsRow[];
  teams: TeamRecord[];
  /** Rows the screen could not read and left out. */
  skipped: number;
}

/**
 * /coaches/statistics: the players' totals and the own teams' records of a category in a season,
 * completed matches only. Both reads refuse a category the caller does not manage (the database
 * decides); a row that does not parse is skipped and counted.
 */
export async function getCategorySeasonStatistics(
  client: TypedSupabaseClient,
  categoryId: string,
  seasonId: string,
): Promise<CategorySeasonStatistics> {
  const args = { p_category_id: categoryId, p_season_id: seasonId };
  const [players, results] = await Promise.all([client.rpc('get_player_statistics', args), client.rpc('get_team_season_results', args)]);
  if (players.error) throw players.error;
  if (results.error) throw results.error;
  const parsedPlayers = parseRows(ZPlayerStatisticsRow, players.data);
  const parsedResults = parseRows(ZSeasonResultRow, results.data);
  return {
    players: parsedPlayers.rows,
    teams: teamRecords(parsedResults.rows),
    skipped: parsedPlayers.skipped + parsedResults.skipped,
  };
}

export interface TeamForm {
  outcomes: FormOutcome[];
  points: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** A team's form over its last 15 completed matches, with the goals of those matches. */
export async function getTeamForm(client: TypedSupabaseClient, teamId: string): Promise<TeamForm> {
  const [form, goals] = await Promise.all([
    client.rpc('get_team_form', { p_team_id: teamId }).single(),
    client.rpc('get_team_form_goals', { p_team_id: teamId }).single(),
  ]);
  if (form.error) throw form.error;
  if (goals.error) throw goals.error;
  return {
    outcomes: formOutcomes(form.data.form),
    points: form.data.points,
    matchesPlayed: form.data.matches_played,
    wins: form.data.wins,
    draws: form.data.draws,
    losses: form.data.losses,
    goalsFor: goals.data.goals_for,
    goalsAgainst: goals.data.goals_against,
  };
}

/** The opponent's best scorers on its lineups in the previous meetings (top 5). */
export async function getOpponentTopScorers(client: TypedSupabaseClient, matchId: string): Promise<ParsedRows<TOpponentScorerRow>> {
  const { data, error } = await client.rpc('get_opponent_top_scorers', { p_match_id: matchId, p_limit: 5 });
  if (error) throw error;
  return parseRows(ZOpponentScorerRow, data);
}

