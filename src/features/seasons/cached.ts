import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getActiveSeason } from './api';
import { seasonMessages } from './messages';

/** The active season for the public pages. Seasons change with the competition setup, hence the 'matches' tag. */
export const readActiveSeason = cachedPublicRead('active-season', ['matches'], getActiveSeason, seasonMessages.activeLoadError);
