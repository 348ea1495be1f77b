'use client';

import { formOutcomeTexts } from '@/features/player-statistics/messages';
import type { FormOutcome } from '@/features/player-statistics/team-form';
import { useTeamForm } from '../hooks';
import { teamFormMessages } from '../messages';

const OUTCOME_TONE: Record<FormOutcome, string> = {
  W: 'bg-success text-success-foreground',
  D: 'bg-warning text-warning-foreground',
  L: 'bg-danger text-danger-foreground',
};

/**
 * One team's form on a betting card: its last results as V/R/P chips (newest first), the form
 * points (2 a win, 1 a draw) of the matches played, and the wins, draws and losses.
 */
function TeamFormLine({ teamId, teamName }: { teamId: string; teamName: string }) {
  const form = useTeamForm(teamId);
  return (
    <div className="flex min-w-0 flex-col gap-1" aria-label={teamFormMessages.form(teamName)} role="group">
      <span className="truncate text-xs font-medium">{teamName}</span>
      {form.isPending ? (
        <span className="h-5 w-32 animate-pulse rounded-small bg-default-200" aria-hidden />
      ) : form.isError ? (
        <span className="text-xs text-danger">{teamFormMessages.loadError}</span>
      ) : form.data.matchesPlayed === 0 ? (
        <span className="text-xs text-default-500">{teamFormMessages.empty}</span>
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ol className="flex flex-wrap gap-0.5">
            {form.data.outcomes.map((outcome, index) => (
              <li
                key={index}
                title={formOutcomeTexts[outcome].label}
                className={`flex h-4 w-4 items-center justify-center rounded-small text-[10px] font-bold ${OUTCOME_TONE[outcome]}`}
              >
                <span aria-hidden>{formOutcomeTexts[outcome].short}</span>
                <span className="sr-only">{formOutcomeTexts[outcome].label}</span>
              </li>
            ))}
          </ol>
          <span className="whitespace-nowrap text-xs tabular-nums text-default-600">
            {teamFormMessages.summary(form.data.points, form.data.matchesPlayed)} · {teamFormMessages.record(form.data.wins, form.data.draws, form.data.losses)}
          </span>
        </div>
      )}
    </div>
  );
}

/** Both teams' form side by side (team form, on each upcoming match). */
export function TeamsForm({ home, away }: { home: { id: string; name: string }; away: { id: string; name: string } }) {
  return (
    <section aria-label={teamFormMessages.title} className="grid grid-cols-2 gap-2 rounded-medium bg-default-50 p-2">
      <TeamFormLine teamId={home.id} teamName={home.name} />
      <TeamFormLine teamId={away.id} teamName={away.name} />
    </section>
  );
}
