import { defineUrlState, urlField } from '@/lib/url-state';
import { MATCH_SORTS } from './api/admin';

/**
 * /admin/matches filters, sort and page, in the URL so a reload or a shared link keeps them (no
 * season: the active one; a team belongs to a category, so it is offered once one is chosen).
 */
export const adminMatchFilters = defineUrlState({
  season: urlField.uuid(),
  category: urlField.uuid(),
  status: urlField.oneOf(['upcoming', 'completed']),
  week: urlField.positiveInt(),
  from: urlField.isoDate(),
  to: urlField.isoDate(),
  team: urlField.uuid(),
  sort: urlField.oneOf(MATCH_SORTS),
  page: urlField.page(),
});

/** 20 a page, as the other admin lists (users, videos). */
export const ADMIN_MATCHES_PAGE_SIZE = 20;
