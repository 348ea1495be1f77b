import type { PostgrestError } from '@supabase/supabase-js';
import { MATCH_SUMMARY_SELECT, toMatchSummary, type MatchSummary } from '@/features/matches/public-api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { BirthdayPerson } from './birthdays';

export interface ClubOverview {
  activeSeason: string | null;
  categories: number;
  members: number;
  upcomingMatches: number;
  completedMatches: number;
}

async function count(query: PromiseLike<{ count: number | null; error: PostgrestError | null }>): Promise<number> {
  const { count: total, error } = await query;
  if (error) throw error;
  return total ?? 0;
}

/** The admin dashboard's figures, read in parallel (one round trip each, no waterfall). */
export async function getClubOverview(client: TypedSupabaseClient): Promise<ClubOverview> {
  const [season, categories, members, upcomingMatches, completedMatches] = await Promise.all([
    client.from('seasons').select('name').eq('is_active', true).maybeSingle(),
    count(client.from('categories').select('id', { count: 'exact', head: true }).eq('is_active', true)),
    count(client.from('members').select('id', { count: 'exact', head: true })),
    count(client.from('matches').select('id', { count: 'exact', head: true }).eq('status', 'upcoming')),
    count(client.from('matches').select('id', { count: 'exact', head: true }).eq('status', 'completed')),
  ]);
  if (season.error) throw season.error;
  return { activeSeason: season.data?.name ?? null, categories, members, upcomingMatches, completedMatches };
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

/** Members of these categories with a known birth date (RLS: staff only). */
export async function getMembersWithBirthdays(client: TypedSupabaseClient, categoryIds: string[]): Promise<BirthdayPerson[]> {
  const { data, error } = await client
    .from('members')
    .select('id, name, surname, date_of_birth')
    .in('category_id', categoryIds)
    .not('date_of_birth', 'is', null);
  if (error) throw error;
  return data.flatMap((row) => (row.date_of_birth ? [{ ...row, date_of_birth: row.date_of_birth }] : []));
}

export interface TrainingShortcut {
  id: string;
  category_id: string;
  title: string;
  session_date: string;
  session_time: string | null;
}

/**
 * The coach dashboard's training link: today's session of these categories (whatever its state,
 * attendance is taken on the day), otherwise the next planned one. One query.
 */
export async function getTodayOrNextTraining(client: TypedSupabaseClient, categoryIds: string[], today: string): Promise<TrainingShortcut | null> {
  const { data, error } = await client
    .from('training_sessions')
    .select('id, category_id, title, session_date, session_time')
    .in('category_id', categoryIds)
    .gte('session_date', today)
    .or(`session_date.eq.${today},status.eq.planned`)
    .order('session_date')
    .order('session_time', { nullsFirst: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
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
