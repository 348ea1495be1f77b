import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { MATCH_SUMMARY_SELECT, toMatchSummary, type MatchSummary } from './public';
import type { TMatchForm } from '../schema';

export interface AdminMatchFilter {
  seasonId: string;
  categoryId: string | null;
  status: 'upcoming' | 'completed' | null;
  matchweek: number | null;
  /** First and last day, inclusive (ISO dates). */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Matches with any of these teams on either side. */
  teamIds?: readonly string[];
  homeScore?: number | null;
  awayScore?: number | null;
  /** Kickoff order: soonest first (the default) or latest first. */
  sort?: MatchSort | null;
}

export const MATCH_SORTS = ['date-asc', 'date-desc'] as const;
export type MatchSort = (typeof MATCH_SORTS)[number];

/** Paging given only an offset reads a range of 10 from it. */
export const DEFAULT_MATCH_RANGE = 10;

export interface MatchPage {
  limit?: number;
  offset?: number;
}

/**
 * The rows a page asks for, as PostgREST's inclusive range: a limit reads that many from the
 * offset (0 without one), an offset alone reads DEFAULT_MATCH_RANGE, neither reads everything.
 */
export function matchRange(page: MatchPage): { from: number; to: number } | null {
  if (page.limit === undefined && page.offset === undefined) return null;
  const from = page.offset ?? 0;
  return { from, to: from + (page.limit ?? DEFAULT_MATCH_RANGE) - 1 };
}

/** A team id is a uuid; anything else would break the `or` filter's syntax, so it matches nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function selectFilteredMatches(client: TypedSupabaseClient, filter: AdminMatchFilter, page: MatchPage, count?: 'exact') {
  let query = client.from('matches').select(MATCH_SUMMARY_SELECT, count ? { count } : undefined).eq('season_id', filter.seasonId);
  if (filter.categoryId) query = query.eq('category_id', filter.categoryId);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.matchweek) query = query.eq('matchweek', filter.matchweek);
  if (filter.dateFrom) query = query.gte('date', filter.dateFrom);
  if (filter.dateTo) query = query.lte('date', filter.dateTo);
  if (filter.teamIds) {
    const teams = filter.teamIds.filter((id) => UUID.test(id)).join(',');
    query = teams ? query.or(`home_team_id.in.(${teams}),away_team_id.in.(${teams})`) : query.in('id', []);
  }
  if (filter.homeScore !== undefined && filter.homeScore !== null) query = query.eq('home_score', filter.homeScore);
  if (filter.awayScore !== undefined && filter.awayScore !== null) query = query.eq('away_score', filter.awayScore);
  const ascending = filter.sort !== 'date-desc';
  query = query.order('date', { ascending }).order('time', { ascending, nullsFirst: false }).order('id');
  const range = matchRange(page);
  return range ? query.range(range.from, range.to) : query;
}

/**
 * Matches filtered by category, season, status, matchweek, date range, teams and score,
 * sorted, optionally one page of them, with teams and category.
 */
export async function listMatches(client: TypedSupabaseClient, filter: AdminMatchFilter, page: MatchPage = {}): Promise<MatchSummary[]> {
  const { data, error } = await selectFilteredMatches(client, filter, page);
  if (error) throw error;
  return data.map(toMatchSummary);
}

/** One page of listMatches with how many matches the filter finds in all. */
export async function listMatchPage(
  client: TypedSupabaseClient,
  filter: AdminMatchFilter,
  page: Required<MatchPage>,
): Promise<{ rows: MatchSummary[]; total: number }> {
  const { data, error, count } = await selectFilteredMatches(client, filter, page, 'exact');
  if (error) throw error;
  return { rows: data.map(toMatchSummary), total: count ?? data.length };
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
