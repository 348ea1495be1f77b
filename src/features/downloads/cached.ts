import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { listDownloads } from './api';

/** The documents bucket's files for /downloads, cached until an admin changes the public pages. */
export const readDownloads = cachedPublicRead('downloads', ['pages'], listDownloads);
