import 'server-only';
import { rosterTexts } from '@/features/lineups/messages';
import { cachedPublicRead } from '@/lib/public-cache';
import { getCategoryRoster } from './api';

/** A category's public roster, cached until an admin changes members. */
export const readCategoryRoster = cachedPublicRead('category-roster', ['pages'], getCategoryRoster, rosterTexts.loadError);
