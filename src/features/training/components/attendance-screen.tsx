'use client';

import { Spinner, Tab, Tabs } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { AvailabilitySettingsButton } from '@/features/availability/components/shared/availability-settings-button';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { useSeasons } from '@/features/seasons/hooks';
import { useUrlState } from '@/lib/use-url-state';
import { attendanceUrlState } from '../attendance-url-state';
import { trainingMessages } from '../messages';
import { AttendanceSummary } from './attendance-summary';
import { TrainingScopeBar } from './training-scope-bar';
import { TrainingSessionsPanel } from './training-sessions-panel';

/**
 * /coaches/attendance: a category's training sessions in a season, attendance taken per
 * session, and the per-member summary. Category, season, open session and tab live in the URL.
 */
export function AttendanceScreen({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const [state, setState] = useUrlState(attendanceUrlState);
  const { categories, isPending: categoriesPending, error: categoriesError } = useCoachCategories(assigned, isAdmin);
  const seasons = useSeasons();

  if (categoriesPending || seasons.isPending) return <Spinner label={trainingMessages.loading} />;
  const error = categoriesError ?? seasons.error;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={() => void seasons.refetch()} />;
  if (categories.length === 0) return <p className="text-default-500">{trainingMessages.noCategories}</p>;

  // A link or a stale URL may name a category the coach no longer has: fall back to the first one.
  const categoryId = categories.find((category) => category.id === state.category)?.id ?? categories[0]?.id ?? null;
  const seasonList = seasons.data ?? [];
  const isSummary = state.tab === 'summary';
  const category = categories.find((item) => item.id === categoryId);
  const seasonId = seasonList.find((season) => season.id === state.season)?.id ?? seasonList.find((season) => season.is_active)?.id ?? seasonList[0]?.id ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:min-w-0 sm:max-w-xl sm:flex-1">
          <TrainingScopeBar
          categories={categories}
          seasons={seasonList}
          categoryId={categoryId}
          seasonId={seasonId}
          onCategoryChange={(next) => setState({ category: next, session: null })}
          onSeasonChange={(season) => setState({ season, session: null })}
          />
        </div>
        {/* The members' lock and opt-out rule of the category in view. */}
        {category ? <AvailabilitySettingsButton category={category} /> : null}
      </div>
      {categoryId && seasonId ? (
        <>
          {/* The tabs only switch: HeroUI caches a Tab's children, so content that follows the URL
            (the open session, the category) is rendered here, outside the collection. */}
          <Tabs
            aria-label={trainingMessages.pageTitle}
            variant="underlined"
            selectedKey={isSummary ? 'summary' : 'sessions'}
            onSelectionChange={(key) => setState({ tab: key === 'summary' ? 'summary' : null })}
          >
            <Tab key="sessions" title={trainingMessages.sessionsTab} />
            <Tab key="summary" title={trainingMessages.summaryTab} />
          </Tabs>
          <div role="tabpanel" aria-label={isSummary ? trainingMessages.summaryTab : trainingMessages.sessionsTab}>
            {isSummary ? (
              <AttendanceSummary scope={{ categoryId, seasonId }} categoryName={category?.name ?? ''} />
            ) : (
              <TrainingSessionsPanel scope={{ categoryId, seasonId }} openSessionId={state.session} onOpenSession={(session) => setState({ session })} />
            )}
          </div>
        </>
      ) : (
        <p className="text-default-500">{trainingMessages.noSeason}</p>
      )}
    </div>
  );
}
