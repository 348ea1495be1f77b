'use client';

import { useTeamForm } from '../../hooks';
import { formOutcomeTexts, opponentAnalysisTexts } from '../../messages';
import type { FormOutcome } from '../../team-form';
import { QueryBody } from './query-body';

const OUTCOME_TONE: Record<FormOutcome, string> = {
  W: 'bg-success text-success-foreground',
  D: 'bg-warning text-warning-foreground',
  L: 'bg-danger text-danger-foreground',
};

/** A team's last results as W/D/L chips (newest first), its form points and goals. */
export function TeamFormCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const form = useTeamForm(teamId);
  const headingId = `form-${teamId}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2 rounded-large bg-default-100 p-3">
      <h4 id={headingId} className="truncate font-semibold">
        {teamName}
      </h4>
      <QueryBody query={form} isEmpty={(data) => data.matchesPlayed === 0} emptyText={opponentAnalysisTexts.noForm}>
        {(data) => (
          <>
            <ol aria-label={opponentAnalysisTexts.form} className="flex flex-wrap gap-1">
              {data.outcomes.map((outcome, index) => (
                <li
                  key={index}
                  title={formOutcomeTexts[outcome].label}
                  className={`flex h-6 w-6 items-center justify-center rounded-small text-xs font-bold ${OUTCOME_TONE[outcome]}`}
                >
                  <span aria-hidden>{formOutcomeTexts[outcome].short}</span>
                  <span className="sr-only">{formOutcomeTexts[outcome].label}</span>
                </li>
              ))}
            </ol>
            <dl className="grid grid-cols-2 gap-x-3 text-sm">
              <dt className="text-default-600">{opponentAnalysisTexts.points}</dt>
              <dd className="text-right font-semibold tabular-nums">{data.points}</dd>
              <dt className="text-default-600">{opponentAnalysisTexts.goals}</dt>
              <dd className="text-right font-semibold tabular-nums">
                {data.goalsFor}:{data.goalsAgainst}
              </dd>
              <dt className="text-default-600">
                {formOutcomeTexts.W.short}/{formOutcomeTexts.D.short}/{formOutcomeTexts.L.short}
              </dt>
              <dd className="text-right tabular-nums">
                {data.wins}/{data.draws}/{data.losses}
              </dd>
            </dl>
          </>
        )}
      </QueryBody>
    </section>
  );
}
