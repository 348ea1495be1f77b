import 'server-only';
import { cachedPublicRead } from '@/lib/public-cache';
import { getCategoryPeople } from './api/public';
import { memberMessages } from './messages';

/** A category's public people (its roster on the category page), cached until an admin changes members. */
export const readCategoryPeople = cachedPublicRead('category-roster', ['pages'], getCategoryPeople, memberMessages.categoryPeopleLoadError);
