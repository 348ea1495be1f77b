'use client';

import { Button, Card, CardBody, CardHeader, Chip } from '@heroui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { answerLabel, answerRank } from '@/features/availability/answer-order';
import { useEventAvailability } from '@/features/availability/hooks';
import type { MemberNote } from '@/features/members/components/shared/player-picker';
import type { TeamRef } from '@/features/matches/api/public';
import { classifyError } from '@/lib/errors';
import { showFailure } from '@/lib/toast';
import { useSaveLineup } from '../hooks';
import { summarizeLineup } from '../lineup-rules';
import { lineupSaveFailure } from '../load-error';
import { lineupFormTexts, lineupRuleMessages } from '../messages';
import { pathErrors, ZTeamLineupInput } from '../schema';
import {
  emptyCoachRow,
  emptyPlayerRow,
  sameSheet,
  withoutKeys,
  type RosterEntry,
  type KeyedCoachRow,
  type KeyedPlayerRow,
  type SheetFormValues,
} from '../sheet-form-values';
import { DeleteLineupButton } from './delete-lineup-button';
import { LineupCoachRows } from './lineup-coach-rows';
import { LineupPlayerRow } from './lineup-player-row';
import { LineupSummaryPanel } from './lineup-summary-panel';

interface TeamLineupFormProps {
  matchId: string;
  team: TeamRef;
  /** The own club's team picks members of the category; the opponent's external players too. */
  isOwnClub: boolean;
  categoryId: string;
  /** The stored sheet's id, or null before its first save. */
  lineupId: string | null;
  initial: SheetFormValues;
  /** The category's season roster (empty for the opponent): a picked member's jersey and position. */
  roster: readonly RosterEntry[];
  /** Goals and cards are asked for only once the match is played. */
  isPlayed: boolean;
  /** Told whenever the sheet starts or stops differing from what is saved. */
  onDirtyChange: (teamId: string, isDirty: boolean) => void;
}

/** Which part of the form a refused rule belongs to (messages of the database). */
const isCoachRule = (message: string) => message === lineupRuleMessages.maxCoaches;

/** One team's sheet: players, coaches, the live rule summary and the save (one RPC). */
export function TeamLineupForm({
  matchId,
  team,
  isOwnClub,
  categoryId,
  lineupId,
  initial,
  roster,
  isPlayed,
  onDirtyChange,
}: TeamLineupFormProps) {
  const [values, setValues] = useState(initial);
  // The own team's members' answers to this match: the picker shows each and offers those coming first.
  const answers = useEventAvailability('match', matchId, isOwnClub);
  const answerOf = new Map((answers.data ?? []).map((answer) => [answer.memberId, answer]));
  const memberNote: MemberNote | undefined = answers.data
    ? { rank: (memberId) => answerRank(answerOf.get(memberId)), label: (memberId) => answerLabel(answerOf.get(memberId)) }
    : undefined;
  // What the database holds as far as this form knows: the loaded sheet, then each saved one.
  const [saved, setSaved] = useState(initial);
  const isDirty = !sameSheet(values, saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveLineup({
    onError: (error) => {
      const classified = classifyError(error);
      // A broken rule is the coach's to fix: shown on the sheet, what they entered kept.
      if (classified.kind === 'validation') setRefusal(classified.message);
      else showFailure(lineupSaveFailure(error), error);
    },
  });
  useEffect(() => {
    onDirtyChange(team.id, isDirty);
  }, [onDirtyChange, team.id, isDirty]);
  // A sheet that goes away (another match chosen, after confirming) leaves nothing unsaved behind.
  useEffect(() => () => onDirtyChange(team.id, false), [onDirtyChange, team.id]);
  const summary = summarizeLineup(
    values.players.map((row) => ({ position: row.position === '' ? null : row.position })),
    values.coaches.length,
  );

  function change(update: (current: SheetFormValues) => SheetFormValues) {
    setValues(update);
    setErrors({});
    setRefusal(null);
  }
  // Rows are updated by key on the state as it is when the update lands, so two changes that come
  // before a re-render (a pick, the picker's re-commit on blur, a typed jersey) both stay.
  const updatePlayer = (key: string, update: (row: KeyedPlayerRow) => KeyedPlayerRow) =>
    change((current) => ({ ...current, players: current.players.map((row) => (row.key === key ? update(row) : row)) }));
  const removePlayer = (key: string) =>
    change((current) => ({ ...current, players: current.players.filter((row) => row.key !== key) }));
  const updateCoach = (key: string, update: (row: KeyedCoachRow) => KeyedCoachRow) =>
    change((current) => ({ ...current, coaches: current.coaches.map((row) => (row.key === key ? update(row) : row)) }));
  const removeCoach = (key: string) =>
    change((current) => ({ ...current, coaches: current.coaches.filter((row) => row.key !== key) }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZTeamLineupInput.safeParse(withoutKeys(values));
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error));
      return;
    }
    const submitted = values;
    save.mutate(
      { lineupId: lineupId ?? crypto.randomUUID(), matchId, teamId: team.id, lineup: parsed.data },
      { onSuccess: () => setSaved(submitted) },
    );
  }

  const chosenIds = values.players.flatMap((row) => (row.player ? [row.player.id] : []));
  const headingId = `lineup-${team.id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {team.name}
        </h2>
        <Chip size="sm" variant="flat" color={isOwnClub ? 'primary' : 'default'}>
          {isOwnClub ? lineupFormTexts.ownTeam : lineupFormTexts.opponent}
        </Chip>
      </CardHeader>
      <CardBody>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <LineupSummaryPanel summary={summary} refusal={refusal && !isCoachRule(refusal) ? refusal : null} />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium">{lineupFormTexts.players}</legend>
            {values.players.length === 0 ? <p className="text-sm text-default-500">{lineupFormTexts.noPlayers}</p> : null}
            {isPlayed ? null : <p className="text-sm text-default-500">{lineupFormTexts.eventsAfterKickoff}</p>}
            {values.players.map((row, index) => (
              <LineupPlayerRow
                key={row.key}
                index={index}
                row={row}
                errors={errors}
                chosenIds={chosenIds}
                categoryId={isOwnClub ? categoryId : null}
                source={isOwnClub ? 'members' : 'external'}
                externalClubName={team.name}
                roster={roster}
                memberNote={memberNote}
                showsMatchEvents={isPlayed}
                onUpdate={(update) => updatePlayer(row.key, update)}
                onRemove={() => removePlayer(row.key)}
              />
            ))}
            <Button
              variant="flat"
              className="self-start"
              onPress={() =>
                change((current) => ({ ...current, players: [...current.players, emptyPlayerRow(current.players)] }))
              }
            >
              {lineupFormTexts.addPlayer}
            </Button>
          </fieldset>
          <LineupCoachRows
            rows={values.coaches}
            errors={errors}
            refusal={refusal && isCoachRule(refusal) ? refusal : null}
            onUpdate={updateCoach}
            onRemove={removeCoach}
            onAdd={() => change((current) => ({ ...current, coaches: [...current.coaches, emptyCoachRow()] }))}
          />
          <div className="flex flex-wrap justify-end gap-2">
            {lineupId ? <DeleteLineupButton lineupId={lineupId} teamName={team.name} /> : null}
            <Button type="submit" color="primary" isLoading={save.isPending} isDisabled={save.isPending}>
              {lineupFormTexts.save}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
