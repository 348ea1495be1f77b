import type { QueryData } from '@supabase/supabase-js';
import { getOwnClubMatches, MATCH_SUMMARY_SELECT, toMatchSummary, type MatchSummary } from '@/features/matches/api/public';
import { getActiveSeason, type Season } from '@/features/seasons/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { CoachRole, TRosterMemberInput, TTeamLineupInput } from './schema';

export interface LineupMatches {
  season: Season | null;
  matches: MatchSummary[];
}

/** The active season's own-club matches of one category, in calendar order. */
export async function listLineupMatches(client: TypedSupabaseClient, categoryId: string): Promise<LineupMatches> {
  const season = await getActiveSeason(client);
  if (!season) return { season: null, matches: [] };
  return { season, matches: await getOwnClubMatches(client, { seasonId: season.id, categoryId }) };
}

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

// One literal, so supabase-js types the rows. Full member rows (registration numbers) are staff
// reads: RLS gives a coach those of their categories; `shown` is the public name of the others.
const SHEET_SELECT = `id, team_id,
  lineup_players(member_id, external_player_id, jersey_number, position, is_captain, goals, yellow_cards, red_cards_5min, red_cards_10min, red_cards_personal,
    member:members!member_id(id, name, surname, registration_number),
    shown:public_members!member_id(id, name, surname),
    external:external_players!external_player_id(id, name, surname, registration_number, club_name)),
  lineup_coaches(member_id, role, member:public_members!member_id(name, surname))`;

const selectSheets = (client: TypedSupabaseClient) => client.from('lineups').select(SHEET_SELECT);
export type MatchSheet = QueryData<ReturnType<typeof selectSheets>>[number];

/** Both teams' active sheets of a match, as the coach edits them. */
export async function getMatchSheets(client: TypedSupabaseClient, matchId: string): Promise<MatchSheet[]> {
  const { data, error } = await selectSheets(client).eq('match_id', matchId).eq('is_active', true);
  if (error) throw error;
  return data;
}

export interface SaveLineupVariables {
  /** Made by the caller once (a retried first save must not create a second lineup). */
  lineupId: string;
  matchId: string;
  teamId: string;
  lineup: TTeamLineupInput;
}

/** One RPC: the team's whole sheet is replaced, or (a rule broken) nothing changes. */
export async function saveLineup(
  client: TypedSupabaseClient,
  { lineupId, matchId, teamId, lineup }: SaveLineupVariables,
): Promise<string> {
  const players = lineup.players.flatMap(({ player, ...row }) =>
    player
      ? [
          {
            ...row,
            member_id: player.kind === 'member' ? player.id : null,
            external_player_id: player.kind === 'external' ? player.id : null,
          },
        ]
      : [],
  );
  const { data, error } = await client.rpc('save_lineup', {
    p_lineup_id: lineupId,
    p_match_id: matchId,
    p_team_id: teamId,
    p_players: players,
    p_coaches: lineup.coaches,
  });
  if (error) throw error;
  return data;
}

/** A whole sheet is soft-deleted (is_active false); saving the match and team again brings it back. */
export async function deleteLineup(client: TypedSupabaseClient, lineupId: string): Promise<void> {
  const { error } = await client.rpc('soft_delete_lineup', { p_lineup_id: lineupId });
  if (error) throw error;
}

/** lineup_coaches.role is checked by the database to be one of the three roles. */
export function toCoachRole(role: string): CoachRole {
  return role === 'assistant_coach' || role === 'team_manager' ? role : 'head_coach';
}

const ROSTER_SELECT = `id, member_id, position, jersey_number, is_captain, is_vice_captain,
  member:members!member_id(id, name, surname, registration_number),
  shown:public_members!member_id(id, name, surname),
  roster:category_lineups!inner(category_id, season_id, is_active)`;

const selectRoster = (client: TypedSupabaseClient) => client.from('category_lineup_members').select(ROSTER_SELECT);
export type RosterMember = QueryData<ReturnType<typeof selectRoster>>[number];

/** The category's active roster for a season (category_lineups), by jersey number. */
export async function getCategoryRoster(
  client: TypedSupabaseClient,
  categoryId: string,
  seasonId: string,
): Promise<RosterMember[]> {
  const { data, error } = await selectRoster(client)
    .eq('roster.category_id', categoryId)
    .eq('roster.season_id', seasonId)
    .eq('roster.is_active', true)
    .eq('is_active', true)
    .order('jersey_number', { nullsFirst: false });
  if (error) throw error;
  return data;
}

export interface SaveRosterMemberVariables {
  /** Made by the caller once; a retry finds the row by roster and member. */
  id: string;
  categoryId: string;
  seasonId: string;
  member: TRosterMemberInput;
}

/** One RPC: adds or edits the member, creating the roster on its first member, one captain each. */
export async function saveRosterMember(
  client: TypedSupabaseClient,
  { id, categoryId, seasonId, member }: SaveRosterMemberVariables,
): Promise<string> {
  const { data, error } = await client.rpc('save_category_lineup_member', {
    p_id: id,
    p_category_id: categoryId,
    p_season_id: seasonId,
    p_member_id: member.member_id,
    p_is_captain: member.is_captain,
    p_is_vice_captain: member.is_vice_captain,
    p_position: member.position ?? undefined,
    p_jersey_number: member.jersey_number ?? undefined,
  });
  if (error) throw error;
  return data;
}

/** A roster member is removed by soft delete (is_active false), captaincy with them. */
export async function removeRosterMember(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client
    .from('category_lineup_members')
    .update({ is_active: false, is_captain: false, is_vice_captain: false })
    .eq('id', id);
  if (error) throw error;
}

export interface RosterTarget {
  categoryId: string;
  seasonId: string;
}

/** The category's whole roster of a season is soft-deleted; the next member added starts a new one. */
export async function deleteCategoryRoster(client: TypedSupabaseClient, { categoryId, seasonId }: RosterTarget): Promise<void> {
  const { error } = await client.rpc('soft_delete_category_roster', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
}

/** The soonest upcoming match of these categories whose own-club lineup is missing or empty. */
export async function getNextLineupToFill(client: TypedSupabaseClient, categoryIds: string[]): Promise<MatchSummary | null> {
  const { data, error } = await client
    .rpc('get_next_match_without_lineup', { p_category_ids: categoryIds })
    .select(MATCH_SUMMARY_SELECT)
    .maybeSingle();
  if (error) throw error;
  return data ? toMatchSummary(data) : null;
}
