import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getPublicCategories } from './api';
import { categoryMessages } from './messages';

/** The public categories. Categories change with the competition setup, hence the 'matches' tag. */
export const readPublicCategories = cachedPublicRead('public-categories', ['matches'], getPublicCategories, categoryMessages.loadError);
