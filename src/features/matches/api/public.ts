import type { QueryData } from '@supabase/supabase-js';
import { rowsOrNoneIfTableMissing } from '@/lib/load-errors';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { matchMessages } from '../messages';

export interface TeamRef {
  id: string;
  name: string;
  short_name: string;
  logo_url: string | null;
  club_id: string;
}

export interface MatchSummary {
  id: string;
  date: string;
  time: string | null;
  venue: string;
  status: 'upcoming' | 'completed';
  competition: string;
  matchweek: number | null;
  home_score: number | null;
  away_score: number | null;
  home_score_halftime: number | null;
  away_score_halftime: number | null;
  home_team_is_own_club: boolean;
  away_team_is_own_club: boolean;
  category: { id: string; name: string; slug: string };
  season_id: string;
  home: TeamRef;
  away: TeamRef;
}

/** One select for a match with both teams and its category: no per-match follow-up queries. */
// One literal (no concatenation), so supabase-js can type the rows from it.
export const MATCH_SUMMARY_SELECT = `id, date, time, venue, status, competition, matchweek, home_score, away_score, home_score_halftime, away_score_halftime,
  home_team_is_own_club, away_team_is_own_club, season_id, category:categories!inner(id, name, slug),
  home:teams!home_team_id(id, name, short_name, logo_url, club_id), away:teams!away_team_id(id, name, short_name, logo_url, club_id)`;

const UNKNOWN_TEAM: TeamRef = { id: '', name: matchMessages.unknownTeam, short_name: matchMessages.unknownTeam, logo_url: null, club_id: '' };

export const selectMatchSummaries = (client: TypedSupabaseClient) => client.from('matches').select(MATCH_SUMMARY_SELECT);
type MatchSummaryRow = QueryData<ReturnType<typeof selectMatchSummaries>>[number];
type TeamRow = MatchSummaryRow['home'];

/**
 * teams is a view, so its columns are typed nullable, though the joins behind them are not. A
 * team the view does not show (its club hidden from the reader) is 'Neznámý tým', not
 * a failed page.
 */
export function toTeamRef(team: TeamRow): TeamRef {
  if (!team?.id || !team.name || !team.club_id) return UNKNOWN_TEAM;
  return { id: team.id, name: team.name, short_name: team.short_name ?? team.name, logo_url: team.logo_url, club_id: team.club_id };
}

/** The check constraint on matches.status guarantees one of the two states. */
export function toMatchSummary(row: MatchSummaryRow): MatchSummary {
  return { ...row, status: row.status === 'completed' ? 'completed' : 'upcoming', home: toTeamRef(row.home), away: toTeamRef(row.away) };
}

export interface OwnClubMatchFilter {
  seasonId: string;
  categoryId?: string;
  /** Several categories at once (a coach's). */
  categoryIds?: string[];
  status?: 'upcoming' | 'completed';
  limit?: number;
}

/** Matches of the own club in a season (optionally one category), upcoming soonest first, results newest first. */
export async function getOwnClubMatches(client: TypedSupabaseClient, filter: OwnClubMatchFilter): Promise<MatchSummary[]> {
  let query = selectMatchSummaries(client)
    .eq('season_id', filter.seasonId)
    .or('home_team_is_own_club.eq.true,away_team_is_own_club.eq.true');
  if (filter.categoryId) query = query.eq('category_id', filter.categoryId);
  if (filter.categoryIds) query = query.in('category_id', filter.categoryIds);
  if (filter.status) query = query.eq('status', filter.status);
  const ascending = filter.status !== 'completed';
  query = query.order('date', { ascending }).order('time', { ascending, nullsFirst: false });
  if (filter.limit) query = query.limit(filter.limit);
  // A club without the matches table yet shows no matches rather than an error.
  return rowsOrNoneIfTableMissing(await query).map(toMatchSummary);
}

/** One match by id, or null ('Zápas nebyl nalezen'). */
export async function getMatch(client: TypedSupabaseClient, id: string): Promise<MatchSummary | null> {
  const { data, error } = await selectMatchSummaries(client).eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? toMatchSummary(data) : null;
}

/** The last 10 completed matches of the category between the own club and the opponent. */
export async function getHeadToHead(client: TypedSupabaseClient, matchId: string): Promise<MatchSummary[]> {
  const { data, error } = await client.rpc('get_head_to_head', { p_match_id: matchId, p_limit: 10 }).select(MATCH_SUMMARY_SELECT);
  if (error) throw error;
  return data.map(toMatchSummary);
}

/** How many matches have this status (the admin dashboard's figures). */
export async function countMatchesWithStatus(client: TypedSupabaseClient, status: 'upcoming' | 'completed'): Promise<number> {
  const { count, error } = await client.from('matches').select('id', { count: 'exact', head: true }).eq('status', status);
  if (error) throw error;
  return count ?? 0;
}

export interface UpcomingMatch {
  id: string;
  date: string;
  time: string | null;
  venue: string;
  category_name: string;
  home_team_name: string;
  away_team_name: string;
}

/** The next own-club matches of these categories (the materialized view holds exactly those). */
export async function getUpcomingOwnMatches(
  client: TypedSupabaseClient,
  categoryIds: string[],
  limit = 5,
): Promise<UpcomingMatch[]> {
  const { data, error } = await client
    .from('own_club_matches')
    .select('id, date, time, venue, category_name, home_team_name, away_team_name')
    .in('category_id', categoryIds)
    .eq('status', 'upcoming')
    .order('date')
    .order('time', { nullsFirst: false })
    .limit(limit);
  if (error) throw error;
  // Columns of a materialized view come out nullable in the generated types; the view's joins
  // are inner joins on NOT NULL columns, so these values are always present.
  return data.flatMap((row) =>
    row.id && row.date && row.category_name && row.home_team_name && row.away_team_name
      ? [
          {
            id: row.id,
            date: row.date,
            time: row.time,
            venue: row.venue ?? '',
            category_name: row.category_name,
            home_team_name: row.home_team_name,
            away_team_name: row.away_team_name,
          },
        ]
      : [],
  );
}

// `as const` keeps the select a literal type, so supabase-js infers the row shape from it. The
// teams embed comes out typed as an error (`teams` is a view): the betting game parses it.
const BETTABLE_MATCH_SELECT =
  'id, date, time, venue, competition, status, category_id, category:categories!inner(name), home:teams!home_team_id(id, name, short_name, logo_url), away:teams!away_team_id(id, name, short_name, logo_url), odds:betting_odds(bet_type, selection, odds)' as const;

/**
 * Upcoming matches from `today` on, with their odds, where exactly one side is the own club (a
 * club derby, Svinov A v Svinov B, is no bet: place_bet refuses it), soonest first.
 */
export async function listBettableMatches(client: TypedSupabaseClient, today: string, limit: number) {
  const { data, error } = await client
    .from('matches')
    .select(BETTABLE_MATCH_SELECT)
    .eq('status', 'upcoming')
    .or('and(home_team_is_own_club.eq.true,away_team_is_own_club.eq.false),and(home_team_is_own_club.eq.false,away_team_is_own_club.eq.true)')
    .gte('date', today)
    .order('date')
    .order('time', { nullsFirst: false })
    .limit(limit);
  if (error) throw error;
  return data;
}
