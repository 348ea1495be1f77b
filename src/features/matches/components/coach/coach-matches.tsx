'use client';

import { Button, Spinner, Tab, Tabs } from '@heroui/react';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { opponentAnalysisTexts } from '@/features/player-statistics/messages';
import { useCoachMatches } from '../../hooks';
import { coachMatchTexts, publicMatchTexts, resultTexts } from '../../messages';
import type { MatchSummary } from '../../public-api';
import { ResultModal } from '../admin/result-modal';
import { MatchCard } from '../match-card';
import { OpponentAnalysisModal } from './opponent-analysis-modal';

/** /coaches/matches (spec §2): the coach's categories' own-club matches, with the result action. */
export function CoachMatches({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending: categoriesPending, error: categoriesError } = useCoachCategories(assigned, isAdmin);
  const categoryIds = categories.map((category) => category.id);
  const matches = useCoachMatches(categoryIds);
  const [recording, setRecording] = useState<MatchSummary | null>(null);
  const [analysing, setAnalysing] = useState<MatchSummary | null>(null);

  if (categoriesPending) return <Spinner label={coachMatchTexts.loading} />;
  const error = categoriesError ?? matches.error;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={() => void matches.refetch()} />;
  if (categories.length === 0) return <p className="text-default-500">{coachMatchTexts.noCategories}</p>;
  if (!matches.data) return <Spinner label={coachMatchTexts.loadingMatches} />;

  return (
    <>
      <Tabs aria-label={publicMatchTexts.title} variant="underlined">
        <Tab key="upcoming" title={coachMatchTexts.upcomingTab(matches.data.upcoming.length)}>
          <MatchList matches={matches.data.upcoming} emptyText={publicMatchTexts.noUpcoming} onRecord={setRecording} onAnalyse={setAnalysing} />
        </Tab>
        <Tab key="recent" title={publicMatchTexts.recentResults}>
          <MatchList matches={matches.data.recent} emptyText={publicMatchTexts.noResults} onRecord={null} onAnalyse={setAnalysing} />
        </Tab>
      </Tabs>
      {recording ? <ResultModal match={recording} onClose={() => setRecording(null)} /> : null}
      {analysing ? <OpponentAnalysisModal match={analysing} onClose={() => setAnalysing(null)} /> : null}
    </>
  );
}

interface MatchListProps {
  matches: MatchSummary[];
  emptyText: string;
  onRecord: ((match: MatchSummary) => void) | null;
  onAnalyse: (match: MatchSummary) => void;
}

function MatchList({ matches, emptyText, onRecord, onAnalyse }: MatchListProps) {
  if (matches.length === 0) return <p className="text-default-500">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {matches.map((match) => (
        <li key={match.id} className="flex flex-col gap-2">
          <MatchCard match={match} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="flat" onPress={() => onAnalyse(match)}>
              {opponentAnalysisTexts.open}
            </Button>
            {onRecord ? (
              <Button size="sm" variant="flat" color="primary" onPress={() => onRecord(match)}>
                {resultTexts.record}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
