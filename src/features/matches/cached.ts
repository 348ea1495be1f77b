import 'server-only';
import { getPublicCategories } from '@/features/categories/api';
import { categoryMessages } from '@/features/categories/messages';
import { getOwnClubId } from '@/features/clubs/api';
import { clubMessages } from '@/features/clubs/messages';
import { getActiveSeason } from '@/features/seasons/api';
import { seasonMessages } from '@/features/seasons/messages';
import { getSeasonStandings, getStandings } from '@/features/standings/api';
import { cachedPublicRead } from '@/lib/public-cache';
import { matchMessages, standingsMessages } from './messages';
import { getHeadToHead, getMatch, getOwnClubMatches } from './public-api';

/**
 * The public pages' reads, cached across visitors and dropped when an admin saves (tags), each
 * named by its catalogue message for when it fails (spec §8).
 * Seasons and categories change with the competition setup, hence the 'matches' tag.
 */
export const readActiveSeason = cachedPublicRead('active-season', ['matches'], getActiveSeason, seasonMessages.activeLoadError);
export const readPublicCategories = cachedPublicRead('public-categories', ['matches'], getPublicCategories, categoryMessages.loadError);
export const readOwnClubId = cachedPublicRead('own-club-id', ['matches'], getOwnClubId, clubMessages.loadError);
export const readOwnClubMatches = cachedPublicRead('own-club-matches', ['matches'], getOwnClubMatches, matchMessages.loadError);
export const readMatch = cachedPublicRead('match', ['matches'], getMatch, matchMessages.matchLoadError);
export const readHeadToHead = cachedPublicRead('head-to-head', ['matches'], getHeadToHead, matchMessages.loadError);
export const readStandings = cachedPublicRead('standings', ['standings', 'matches'], getStandings, standingsMessages.loadError);
export const readSeasonStandings = cachedPublicRead('season-standings', ['standings', 'matches'], getSeasonStandings, standingsMessages.loadError);
