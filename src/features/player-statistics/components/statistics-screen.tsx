'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { FilterSelect } from '@/components/filter-select';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { useSeasons } from '@/features/seasons/hooks';
import { useUrlState } from '@/lib/use-url-state';
import { statisticsTexts } from '../messages';
import { statisticsSelection, statisticsUrlState, type StatisticsUrlState } from '../url-state';
import { StatisticsContent } from './statistics-content';

/**
 * /coaches/statistics: pick one of the coach's categories and a season; the URL
 * keeps both. Without them the first category and the active season are shown. Its page reads
 * the categories, seasons and the shown statistics on the server (statisticsSelection).
 */
export function StatisticsScreen({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending: categoriesPending, error: categoriesError } = useCoachCategories(assigned, isAdmin, { serverRendered: true });
  const seasons = useSeasons();
  // The hook's page reset does not apply: this screen has no pages.
  const [state, setState] = useUrlState<StatisticsUrlState & { page?: number }>(statisticsUrlState);

  const error = categoriesError ?? seasons.error;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={() => void seasons.refetch()} />;
  if (categoriesPending || !seasons.data) return <Spinner label={statisticsTexts.loading} />;
  if (categories.length === 0) return <p className="text-default-500">{statisticsTexts.noCategories}</p>;

  // A category outside the coach's list still goes to the database, which refuses it (RLS decides).
  const { categoryId, seasonId } = statisticsSelection(state, categories, seasons.data);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-3 sm:max-w-xl sm:grid-cols-2">
        <FilterSelect
          label={statisticsTexts.category}
          size="sm"
          value={categoryId}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(category) => setState({ category })}
        />
        <FilterSelect
          label={statisticsTexts.season}
          size="sm"
          value={seasonId}
          options={seasons.data.map((season) => ({ value: season.id, label: season.name }))}
          onChange={(season) => setState({ season })}
        />
      </div>
      {categoryId && seasonId ? <StatisticsContent categoryId={categoryId} seasonId={seasonId} /> : null}
    </div>
  );
}
