import { defineUrlState, urlField } from '@/lib/url-state';

/** /coaches/statistics?category=<id>&season=<id>; missing values fall back to the first category and the active season. */
export const statisticsUrlState = defineUrlState({
  category: urlField.uuid(),
  season: urlField.uuid(),
});

export type StatisticsUrlState = ReturnType<typeof statisticsUrlState.parse>;

/**
 * The category and season shown: the address's, else the coach's first category and the active
 * season. The same on the server, which reads their statistics for the first HTML, and in the
 * browser, so both ask under the same query key.
 */
export function statisticsSelection(
  state: StatisticsUrlState,
  categories: readonly { id: string }[],
  seasons: readonly { id: string; is_active: boolean }[],
): { categoryId: string; seasonId: string } {
  return {
    categoryId: state.category ?? categories[0]?.id ?? '',
    seasonId: state.season ?? seasons.find((season) => season.is_active)?.id ?? seasons[0]?.id ?? '',
  };
}
