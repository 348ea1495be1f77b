import { defineUrlState, urlField } from '@/lib/url-state';

/** /coaches/statistics?category=<id>&season=<id>; missing values fall back to the first category and the active season. */
export const statisticsUrlState = defineUrlState({
  category: urlField.uuid(),
  season: urlField.uuid(),
});

export type StatisticsUrlState = ReturnType<typeof statisticsUrlState.parse>;
