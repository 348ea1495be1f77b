'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCategorySeasonStatistics } from '../hooks';
import { statisticsTexts } from '../messages';
import { PlayersTable } from './players-table';
import { TeamRecords } from './team-records';
import { TopLists } from './top-lists';

/** The statistics of one category and season: team records, top-5 lists and the players table. */
export function StatisticsContent({ categoryId, seasonId }: { categoryId: string; seasonId: string }) {
  const statistics = useCategorySeasonStatistics(categoryId, seasonId);

  if (statistics.isPending) return <Spinner label={statisticsTexts.loading} />;
  if (statistics.error) {
    return <DatabaseErrorFallback error={statistics.error} scope="data" isAuthenticated onRetry={() => void statistics.refetch()} />;
  }
  const { players, teams, skipped } = statistics.data;
  const hasMatches = players.length > 0 || teams.some((team) => team.matches.length > 0 || team.skipped > 0);

  return (
    <div className="flex flex-col gap-6">
      {skipped > 0 ? (
        <p role="status" className="rounded-medium bg-warning-50 p-3 text-sm text-warning-700">
          {statisticsTexts.skippedRows(skipped)}
        </p>
      ) : null}
      {hasMatches ? (
        <>
          <TeamRecords teams={teams} />
          <TopLists players={players} />
          <PlayersTable players={players} />
        </>
      ) : (
        <p className="text-default-500">{statisticsTexts.noCompletedMatches}</p>
      )}
    </div>
  );
}
