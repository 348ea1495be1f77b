import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getOwnClubId } from './api';
import { clubMessages } from './messages';

/** The own club's id for the public pages, which change with the competition setup (the 'matches' tag). */
export const readOwnClubId = cachedPublicRead('own-club-id', ['matches'], getOwnClubId, clubMessages.loadError);
