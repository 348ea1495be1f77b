import { defineUrlState, urlField } from '@/lib/url-state';

/**
 * /coaches/attendance?category=…&season=…&session=…&tab=summary: the coach dashboard links here
 * with a category and a session; a reload keeps the chosen season, the open session and the tab.
 */
export const attendanceUrlState = defineUrlState({
  category: urlField.uuid(),
  season: urlField.uuid(),
  session: urlField.uuid(),
  tab: urlField.oneOf(['summary']),
});
