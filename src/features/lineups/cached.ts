import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getMatchLineups } from './api';
import { lineupFormTexts } from './messages';

/** A match's public lineups, cached until an admin saves a match (the 'matches' tag). */
export const readMatchLineups = cachedPublicRead('match-lineups', ['matches'], getMatchLineups, lineupFormTexts.loadError);
