'use client';

import { Button, Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import type { MatchSummary } from '@/features/matches/api/public';
import { useCategoryRoster, useMatchSheets } from '../hooks';
import { lineupLoadErrorMessage } from '../load-error';
import { lineupScreenTexts } from '../messages';
import { sheetFormValues } from '../sheet-form-values';
import { PrintableMatchSheet } from './printable-match-sheet';
import { TeamLineupForm } from './team-lineup-form';

interface MatchLineupEditorProps {
  match: MatchSummary;
  categoryId: string;
  /** The season whose category roster gives the own club's rows their jersey and position. */
  seasonId: string;
  /** Kicked off or completed: goals and cards are entered from then on. */
  isPlayed: boolean;
  onDirtyChange: (teamId: string, isDirty: boolean) => void;
}

/** Both teams' sheets of one match: the own club's from members, the opponent's from anyone (externals). */
export function MatchLineupEditor({ match, categoryId, seasonId, isPlayed, onDirtyChange }: MatchLineupEditorProps) {
  const sheets = useMatchSheets(match.id);
  const roster = useCategoryRoster(categoryId, seasonId);

  if (sheets.error)
    return (
      <DatabaseErrorFallback
        error={sheets.error}
        loadError={lineupLoadErrorMessage(sheets.error)}
        scope="data"
        isAuthenticated
        onRetry={() => void sheets.refetch()}
      />
    );
  // A pick takes the roster's jersey and position when it is made, so the sheet waits for the roster;
  // a roster that fails to load leaves the sheet usable, only without those defaults.
  if (!sheets.data || roster.isPending) return <Spinner label={lineupScreenTexts.loading} />;

  const teams = [
    { team: match.home, isOwn: match.home_team_is_own_club },
    { team: match.away, isOwn: match.away_team_is_own_club },
  ];
  const sheetOf = (teamId: string) => sheets.data.find((sheet) => sheet.team_id === teamId);

  return (
    <div className="flex flex-col gap-4">
      <Button variant="flat" className="self-end" onPress={() => window.print()}>
        {lineupScreenTexts.print}
      </Button>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        {teams.map(({ team, isOwn }) => (
          <TeamLineupForm
            // A sheet saved for the first time or deleted is another sheet: the form starts anew from it.
            key={`${team.id}:${sheetOf(team.id)?.id ?? 'new'}`}
            matchId={match.id}
            team={team}
            isOwnClub={isOwn}
            categoryId={categoryId}
            lineupId={sheetOf(team.id)?.id ?? null}
            initial={sheetFormValues(sheetOf(team.id))}
            roster={isOwn ? (roster.data ?? []) : []}
            isPlayed={isPlayed}
            onDirtyChange={onDirtyChange}
          />
        ))}
      </div>
      <PrintableMatchSheet match={match} sheets={sheets.data} />
    </div>
  );
}
