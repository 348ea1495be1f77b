import { defineUrlState, urlField } from '@/lib/url-state';

/** The video list's filters in the URL, so a reload or a shared link shows the same page. */
export const videoFilters = defineUrlState({
  q: urlField.text(),
  category: urlField.uuid(),
  club: urlField.uuid(),
  season: urlField.uuid(),
  active: urlField.oneOf(['1']),
  page: urlField.page(),
});

export type VideoFilters = typeof videoFilters.defaults;

/** Videos page size 20. */
export const VIDEOS_PAGE_SIZE = 20;

/** Whether any filter narrows the list (the clear-filters action is offered only then). */
export function hasVideoFilters({ q, category, club, season, active }: VideoFilters): boolean {
  return Boolean(q || category || club || season || active);
}
