import { defineUrlState, urlField } from '@/lib/url-state';
import { MATCH_SORTS, type AdminMatchFilter } from './api/admin';

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

export type AdminMatchFilterState = typeof adminMatchFilters.defaults;

/** The season the list shows: the address's, else the active one, else the first. */
export function adminMatchSeason<Season extends { id: string; is_active: boolean | null }>(seasons: readonly Season[] | undefined, filters: AdminMatchFilterState) {
  return seasons?.find((candidate) => candidate.id === filters.season) ?? seasons?.find((candidate) => candidate.is_active) ?? seasons?.[0];
}

/**
 * The database filter and page of one screen of the list, the same on the server (which renders
 * the first screen) and in the browser, so both ask under the same query key.
 */
export function adminMatchPageQuery(filters: AdminMatchFilterState, seasonId: string): { filter: AdminMatchFilter; page: { limit: number; offset: number } } {
  return {
    filter: {
      seasonId,
      categoryId: filters.category,
      status: filters.status,
      matchweek: filters.week,
      dateFrom: filters.from,
      dateTo: filters.to,
      ...(filters.team ? { teamIds: [filters.team] } : {}),
      sort: filters.sort,
    },
    page: { limit: ADMIN_MATCHES_PAGE_SIZE, offset: (filters.page - 1) * ADMIN_MATCHES_PAGE_SIZE },
  };
}
