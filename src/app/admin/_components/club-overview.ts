import { countActiveCategories } from '@/features/categories/api';
import { countMatchesWithStatus } from '@/features/matches/api/public';
import { countMembers } from '@/features/members/api/members';
import { getActiveSeason } from '@/features/seasons/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface ClubOverview {
  activeSeason: string | null;
  categories: number;
  members: number;
  upcomingMatches: number;
  completedMatches: number;
}

/** The admin dashboard's figures, each from the feature that owns it, read in parallel (no waterfall). */
export async function getClubOverview(client: TypedSupabaseClient): Promise<ClubOverview> {
  const [season, categories, members, upcomingMatches, completedMatches] = await Promise.all([
    getActiveSeason(client),
    countActiveCategories(client),
    countMembers(client),
    countMatchesWithStatus(client, 'upcoming'),
    countMatchesWithStatus(client, 'completed'),
  ]);
  return { activeSeason: season?.name ?? null, categories, members, upcomingMatches, completedMatches };
}
