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

/** A team's results over its last 15 completed matches: outcomes newest first, 2 points a win, 1 a draw. */
export interface TeamFormRecord {
  outcomes: FormOutcome[];
  points: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface TeamForm extends TeamFormRecord {
  goalsFor: number;
  goalsAgainst: number;
}

/** A team's form over its last 15 completed matches, without the goals (the betting game's cards). */
export async function getTeamFormRecord(client: TypedSupabaseClient, teamId: string): Promise<TeamFormRecord> {
  const { data, error } = await client.rpc('get_team_form', { p_team_id: teamId }).single();
  if (error) throw error;
  return {
    outcomes: formOutcomes(data.form),
    points: data.points,
    matchesPlayed: data.matches_played,
    wins: data.wins,
    draws: data.draws,
    losses: data.losses,
  };
}

/** A team's form over its last 15 completed matches, with the goals of those matches. */
export async function getTeamForm(client: TypedSupabaseClient, teamId: string): Promise<TeamForm> {
  const [record, goals] = await Promise.all([
    getTeamFormRecord(client, teamId),
    client.rpc('get_team_form_goals', { p_team_id: teamId }).single(),
  ]);
  if (goals.error) throw goals.error;
  return { ...record, goalsFor: goals.data.goals_for, goalsAgainst: goals.data.goals_against };
}

/** The opponent's best scorers on its lineups in the previous meetings (top 5). */
export async function getOpponentTopScorers(client: TypedSupabaseClient, matchId: string): Promise<ParsedRows<TOpponentScorerRow>> {
  const { data, error } = await client.rpc('get_opponent_top_scorers', { p_match_id: matchId, p_limit: 5 });
  if (error) throw error;
  return parseRows(ZOpponentScorerRow, data);
}

