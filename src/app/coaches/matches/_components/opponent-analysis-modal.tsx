'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import type { ReactNode } from 'react';
import { scoreText } from '@/features/matches/grouping';
import type { MatchSummary } from '@/features/matches/api/public';
import { QueryBody } from '@/features/player-statistics/components/shared/query-body';
import { TeamFormCard } from '@/features/player-statistics/components/shared/team-form-card';
import { useOpponentScorers, usePreviousMeetings } from '@/features/player-statistics/hooks';
import { opponentAnalysisTexts, statisticsTexts } from '@/features/player-statistics/messages';
import { formatDate, formatLongDate } from '@/lib/format';

/** Opponent analysis of a coach's match: both teams' form, previous meetings, the opponent's scorers. */
export function OpponentAnalysisModal({ match, onClose }: { match: MatchSummary; onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} placement="center" scrollBehavior="inside" size="2xl">
      <ModalContent>
        <ModalHeader className="flex flex-col gap-1">
          <span>{opponentAnalysisTexts.title}</span>
          <span className="text-sm font-normal text-default-500">
            {match.home.name} – {match.away.name}, {formatLongDate(match.date)}
          </span>
        </ModalHeader>
        <ModalBody className="gap-5">
          <Section title={opponentAnalysisTexts.form}>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TeamFormCard teamId={match.home.id} teamName={match.home.name} />
              <TeamFormCard teamId={match.away.id} teamName={match.away.name} />
            </div>
          </Section>
          <PreviousMeetings matchId={match.id} />
          <OpponentScorers matchId={match.id} />
        </ModalBody>
        <ModalFooter>
          <Button variant="flat" onPress={onClose}>
            {opponentAnalysisTexts.close}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function PreviousMeetings({ matchId }: { matchId: string }) {
  const meetings = usePreviousMeetings(matchId);
  return (
    <Section title={opponentAnalysisTexts.headToHead}>
      <QueryBody query={meetings} isEmpty={(data) => data.length === 0} emptyText={opponentAnalysisTexts.noHeadToHead}>
        {(data) => (
          <ul className="flex flex-col divide-y divide-divider text-sm">
            {data.map((meeting) => (
              <li key={meeting.id} className="grid grid-cols-[auto_1fr_auto_1fr] items-center gap-2 py-1.5">
                <span className="text-xs text-default-500">{formatDate(meeting.date)}</span>
                <span className="truncate text-right">{meeting.home.name}</span>
                <span className="font-semibold tabular-nums">{scoreText(meeting.home_score, meeting.away_score)}</span>
                <span className="truncate">{meeting.away.name}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </Section>
  );
}

function OpponentScorers({ matchId }: { matchId: string }) {
  const scorers = useOpponentScorers(matchId);
  return (
    <Section title={opponentAnalysisTexts.opponentScorers}>
      <QueryBody query={scorers} isEmpty={(data) => data.rows.length === 0} emptyText={opponentAnalysisTexts.noOpponentScorers}>
        {(data) => (
          <ol className="flex flex-col gap-1 text-sm">
            {data.rows.map((scorer, index) => (
              <li key={scorer.member_id} className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate">
                  <span className="mr-2 text-default-500">{index + 1}.</span>
                  {scorer.name} {scorer.surname}
                </span>
                <span className="shrink-0 font-medium tabular-nums">{statisticsTexts.goalsUnit(scorer.goals)}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryBody>
    </Section>
  );
}
