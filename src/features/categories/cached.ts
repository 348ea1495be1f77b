import 'server-only';
import { rosterTexts } from '@/features/lineups/messages';
import { cachedPublicRead } from '@/lib/public-cache';
import { getCategoryRoster, getPublicCategories } from './api';
import { categoryMessages } from './messages';

/** A category's public roster, cached until an admin changes members. */
export const readCategoryRoster = cachedPublicRead('category-roster', ['pages'], getCategoryRoster, rosterTexts.loadError);

/** The public categories. Categories change with the competition setup, hence the 'matches' tag. */
export const readPublicCategories = cachedPublicRead('public-categories', ['matches'], getPublicCategories, categoryMessages.loadError);
