'use client';

import { Button } from '@heroui/react';
import Link from 'next/link';
import { lineupUrlState } from '@/features/lineups/lineup-url-state';
import { MatchCard } from '@/features/matches/components/match-card';
import { coachMatchTexts, resultTexts } from '@/features/matches/messages';
import type { MatchSummary } from '@/features/matches/api/public';
import { hasKickedOff } from '@/features/matches/result-form';
import { opponentAnalysisTexts } from '@/features/player-statistics/messages';

/** The match's sheet on /coaches/lineups, opened on its category and match. */
export const lineupHref = (match: Pick<MatchSummary, 'id' | 'category'>) =>
  `/coaches/lineups?${lineupUrlState.toParams({ ...lineupUrlState.defaults, category: match.category.id, match: match.id }).toString()}`;

interface CoachMatchListProps {
  matches: MatchSummary[];
  emptyText: string;
  /** Upcoming matches: the result action and the link to the lineup; null for played ones. */
  onRecord: ((match: MatchSummary) => void) | null;
  onAnalyse: (match: MatchSummary) => void;
  /** The result is offered from kick-off only: before it, record_match_result refuses a coach. */
  now: Date;
}

/** One tab of /coaches/matches: each match's card with the coach's actions under it. */
export function CoachMatchList({ matches, emptyText, onRecord, onAnalyse, now }: CoachMatchListProps) {
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
              <>
                {/* An anchor HeroUI would call a button: it navigates, so it is a link to assistive tech. */}
                <Button as={Link} href={lineupHref(match)} role="link" size="sm" variant="flat">
                  {coachMatchTexts.lineup}
                </Button>
                {hasKickedOff(match, now) ? (
                  <Button size="sm" variant="flat" color="primary" onPress={() => onRecord(match)}>
                    {resultTexts.record}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
