import 'server-only';
import { getPublicCategories } from '@/features/categories/api';
import { getOwnClubId } from '@/features/clubs/api';
import { getActiveSeason } from '@/features/seasons/api';
import { getSeasonStandings, getStandings } from '@/features/standings/api';
import { cachedPublicRead } from '@/lib/public-cache';
import { getMatchLineups, getMatchVideos } from './lineups-api';
import { getHeadToHead, getMatch, getOwnClubMatches } from './public-api';

/**
 * The public pages' reads, cached across visitors and dropped when an admin saves (tags).
 * Seasons and categories change with the competition setup, hence the 'matches' tag.
 */
export const readActiveSeason = cachedPublicRead('active-season', ['matches'], getActiveSeason);
export const readPublicCategories = cachedPublicRead('public-categories', ['matches'], getPublicCategories);
export const readOwnClubId = cachedPublicRead('own-club-id', ['matches'], getOwnClubId);
export const readOwnClubMatches = cachedPublicRead('own-club-matches', ['matches'], getOwnClubMatches);
export const readMatch = cachedPublicRead('match', ['matches'], getMatch);
export const readHeadToHead = cachedPublicRead('head-to-head', ['matches'], getHeadToHead);
export const readMatchLineups = cachedPublicRead('match-lineups', ['matches'], getMatchLineups);
export const readMatchVideos = cachedPublicRead('match-videos', ['matches'], getMatchVideos);
export const readStandings = cachedPublicRead('standings', ['standings', 'matches'], getStandings);
export const readSeasonStandings = cachedPublicRead('season-standings', ['standings', 'matches'], getSeasonStandings);
