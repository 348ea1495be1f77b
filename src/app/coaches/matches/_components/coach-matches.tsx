'use client';

import dynamic from 'next/dynamic';
import { Spinner, Tab, Tabs } from '@heroui/react';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { categoryMessages } from '@/features/categories/messages';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { useCoachMatches } from '@/features/matches/hooks';
import { coachMatchTexts, matchMessages, publicMatchTexts } from '@/features/matches/messages';
import type { MatchSummary } from '@/features/matches/api/public';
import { firstFailedLoad } from '@/lib/load-errors';
import { CoachMatchList } from './coach-match-list';

// Each dialog (its form and schema) is fetched when it is first opened.
const ResultModal = dynamic(() => import('@/features/matches/components/admin/result-modal').then((module) => module.ResultModal), { ssr: false });
const OpponentAnalysisModal = dynamic(() => import('./opponent-analysis-modal').then((module) => module.OpponentAnalysisModal), { ssr: false });

/** /coaches/matches: the coach's categories' own-club matches, with the result action and the lineup link. */
export function CoachMatches({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending: categoriesPending, error: categoriesError } = useCoachCategories(assigned, isAdmin);
  const categoryIds = categories.map((category) => category.id);
  const matches = useCoachMatches(categoryIds);
  const [recording, setRecording] = useState<MatchSummary | null>(null);
  const [analysing, setAnalysing] = useState<MatchSummary | null>(null);
  // When the screen opened: a match kicking off while it is open gets its result action on the next visit.
  const [now] = useState(() => new Date());

  if (categoriesPending) return <Spinner label={coachMatchTexts.loading} />;
  const failed = firstFailedLoad([
    [categoriesError, categoryMessages.loadError],
    [matches.error, matchMessages.loadError],
  ]);
  if (failed)
    return <DatabaseErrorFallback error={failed.error} loadError={failed.message} scope="data" isAuthenticated onRetry={() => void matches.refetch()} />;
  if (categories.length === 0) return <p className="text-default-500">{coachMatchTexts.noCategories}</p>;
  if (!matches.data) return <Spinner label={coachMatchTexts.loadingMatches} />;

  return (
    <>
      <Tabs aria-label={publicMatchTexts.title} variant="underlined">
        <Tab key="upcoming" title={coachMatchTexts.upcomingTab(matches.data.upcoming.length)}>
          <CoachMatchList matches={matches.data.upcoming} emptyText={publicMatchTexts.noUpcoming} onRecord={setRecording} onAnalyse={setAnalysing} now={now} />
        </Tab>
        <Tab key="recent" title={publicMatchTexts.recentResults}>
          <CoachMatchList matches={matches.data.recent} emptyText={publicMatchTexts.noResults} onRecord={null} onAnalyse={setAnalysing} now={now} />
        </Tab>
      </Tabs>
      {recording ? <ResultModal match={recording} onClose={() => setRecording(null)} /> : null}
      {analysing ? <OpponentAnalysisModal match={analysing} onClose={() => setAnalysing(null)} /> : null}
    </>
  );
}
