import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getSeasonStandings, getStandings } from './api';
import { standingsMessages } from './messages';

/** The public tables, dropped when a table is saved or a result changes it ('matches'). */
export const readStandings = cachedPublicRead('standings', ['standings', 'matches'], getStandings, standingsMessages.loadError);
export const readSeasonStandings = cachedPublicRead('season-standings', ['standings', 'matches'], getSeasonStandings, standingsMessages.loadError);
