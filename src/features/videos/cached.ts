import 'server-only';
import { classifyError } from '@/lib/errors';
import { cachedPublicRead } from '@/lib/public-cache';
import { getMatchVideos } from './api';
import { videoMessages } from './messages';

/**
 * A match's linked videos, cached until an admin saves a match (the 'matches' tag). The message
 * quotes a reason: the classified Czech one, never the database's text.
 */
export const readMatchVideos = cachedPublicRead('match-videos', ['matches'], getMatchVideos, (error) => videoMessages.loadError(classifyError(error).message));
