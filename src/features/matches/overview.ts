import 'server-only';
import type { PublicCategory } from '@/features/categories/api';
import { readPublicCategories } from '@/features/categories/cached';
import { readOwnClubId } from '@/features/clubs/cached';
import { readActiveSeason } from '@/features/seasons/cached';
import type { StandingRow } from '@/features/standings/api';
import { readSeasonStandings } from '@/features/standings/cached';
import { classifyError } from '@/lib/errors';
import { loadErrorCause } from '@/lib/public-load-error';
import { readOwnClubMatches } from './cached';
import type { MatchSummary } from './api/public';

/** The widget shows 3 upcoming and 3 recent matches per category. */
export const WIDGET_MATCH_COUNT = 3;

export interface CategoryOverview {
  category: PublicCategory;
  upcoming: MatchSummary[];
  recent: MatchSummary[];
  standings: StandingRow[];
}

export interface CompetitionOverview {
  ownClubId: string | null;
  /** The season's upcoming matches, soonest first, and results, newest first. */
  upcoming: MatchSummary[];
  recent: MatchSummary[];
  categories: CategoryOverview[];
  /** The widget shows a banner per failed part instead of failing the page. */
  matchesError: string | null;
  standingsError: string | null;
}

/** A part's rows, or its failure's classified Czech reason (the widget names the part itself). */
function settled<T>(result: PromiseSettledResult<T>, fallback: T): { value: T; error: string | null } {
  return result.status === 'fulfilled' ? { value: result.value, error: null } : { value: fallback, error: classifyError(loadErrorCause(result.reason)).message };
}

/**
 * The home page's schedule card and category widget from four cached reads in two parallel
 * rounds (the season's id is needed first); categories without matches or standings are left out.
 */
export async function loadCompetitionOverview(): Promise<CompetitionOverview | null> {
  const [season, categories, ownClubId] = await Promise.all([readActiveSeason(), readPublicCategories(), readOwnClubId()]);
  if (!season) return null;
  const [upcomingResult, recentResult, standingsResult] = await Promise.allSettled([
    readOwnClubMatches({ seasonId: season.id, status: 'upcoming' }),
    readOwnClubMatches({ seasonId: season.id, status: 'completed' }),
    readSeasonStandings(season.id),
  ]);
  const upcoming = settled(upcomingResult, []);
  const recent = settled(recentResult, []);
  const standings = settled(standingsResult, []);

  const perCategory = categories
    .map((category) => ({
      category,
      upcoming: upcoming.value.filter((match) => match.category.id === category.id).slice(0, WIDGET_MATCH_COUNT),
      recent: recent.value.filter((match) => match.category.id === category.id).slice(0, WIDGET_MATCH_COUNT),
      standings: standings.value.filter((row) => row.category_id === category.id),
    }))
    .filter((entry) => entry.upcoming.length + entry.recent.length + entry.standings.length > 0);

  return {
    ownClubId,
    upcoming: upcoming.value,
    recent: recent.value,
    categories: perCategory,
    matchesError: upcoming.error ?? recent.error,
    standingsError: standings.error,
  };
}
