import { defineUrlState, urlField } from '@/lib/url-state';

/**
 * /coaches/lineups?category=<id>&match=<id>&tab=roster: other screens link to a match's sheet with
 * these params, and a reload keeps the coach where they were.
 */
export const lineupUrlState = defineUrlState({
  category: urlField.uuid(),
  match: urlField.uuid(),
  tab: urlField.oneOf(['match', 'roster']),
});

/** The href of a match's lineups (for links from other screens). */
export function lineupHref(categoryId: string, matchId?: string): string {
  return `/coaches/lineups?${lineupUrlState.toParams({ category: categoryId, match: matchId ?? null, tab: null }).toString()}`;
}
