import 'server-only';
import { getVisiblePages } from '@/features/page-visibility/api';
import { cachedPublicRead } from '@/lib/public-cache';
import { getClubConfig } from './api';

/** The public frame's reads (header, menu, footer), cached across visitors until an admin saves. */
export const readClubConfig = cachedPublicRead('club-config', ['club'], getClubConfig);
export const readVisiblePages = cachedPublicRead('visible-pages', ['pages'], getVisiblePages);
