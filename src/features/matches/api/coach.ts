import { getActiveSeason } from '@/features/seasons/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getOwnClubMatches, type MatchSummary } from './public';

/** Recent results show 10. */
const RECENT_RESULTS = 10;

export interface CoachMatches {
  upcoming: MatchSummary[];
  recent: MatchSummary[];
}

/** /coaches/matches: the active season's own-club matches of the coach's categories (both lists at once). */
export async function getCoachMatches(client: TypedSupabaseClient, categoryIds: readonly string[]): Promise<CoachMatches> {
  const season = await getActiveSeason(client);
  if (!season) return { upcoming: [], recent: [] };
  const ids = [...categoryIds];
  const [upcoming, recent] = await Promise.all([
    getOwnClubMatches(client, { seasonId: season.id, categoryIds: ids, status: 'upcoming' }),
    getOwnClubMatches(client, { seasonId: season.id, categoryIds: ids, status: 'completed', limit: RECENT_RESULTS }),
  ]);
  return { upcoming, recent };
}
