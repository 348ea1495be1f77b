import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { matchMessages } from './messages';
import { getHeadToHead, getMatch, getOwnClubMatches } from './api/public';

/**
 * The public pages' reads, cached across visitors and dropped when an admin saves (tags), each
 * named by its feature's Czech message for when it fails.
 */
export const readOwnClubMatches = cachedPublicRead('own-club-matches', ['matches'], getOwnClubMatches, matchMessages.loadError);
export const readMatch = cachedPublicRead('match', ['matches'], getMatch, matchMessages.matchLoadError);
export const readHeadToHead = cachedPublicRead('head-to-head', ['matches'], getHeadToHead, matchMessages.loadError);
