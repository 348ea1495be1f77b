import 'server-only';
import { getVisiblePages } from '@/features/page-visibility/api';
import { pageVisibilityMessages } from '@/features/page-visibility/messages';
import { cachedPublicRead } from '@/lib/public-cache';
import { getClubConfig } from './api';

/**
 * The public frame's reads (header, menu, footer), cached across visitors until an admin saves.
 * The club's settings have no failed-load message of their own.
 */
export const readClubConfig = cachedPublicRead('club-config', ['club'], getClubConfig);
export const readVisiblePages = cachedPublicRead('visible-pages', ['pages'], getVisiblePages, pageVisibilityMessages.fetchFailed);
