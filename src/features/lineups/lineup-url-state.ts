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
