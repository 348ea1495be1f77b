import type { PostgrestError } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

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
