'use client';

import { Button, Checkbox, Input, Radio, RadioGroup } from '@heroui/react';
import { PlayerPicker, type MemberNote, type PlayerSource } from '@/features/members/components/shared/player-picker';
import { lineupFormTexts, POSITION_LABELS } from '../messages';
import {
  hasMatchEvents,
  isSamePick,
  MATCH_EVENT_FIELDS,
  withEntry,
  withPickedPlayer,
  type EntryField,
  type KeyedPlayerRow,
  type MatchEventField,
  type RosterEntry,
} from '../sheet-form-values';

const EVENT_LABELS: Record<MatchEventField, string> = {
  goals: lineupFormTexts.goals,
  yellow_cards: lineupFormTexts.yellowCards,
  red_cards_5min: lineupFormTexts.red5,
  red_cards_10min: lineupFormTexts.red10,
  red_cards_personal: lineupFormTexts.redPersonal,
};

interface LineupPlayerRowProps {
  index: number;
  row: KeyedPlayerRow;
  /** The form's errors by path ('players.3.jersey_number'). */
  errors: Record<string, string>;
  chosenIds: readonly string[];
  categoryId: string | null;
  /** 'external' on the opponent's sheet: a club member never plays for the other side. */
  source: PlayerSource;
  externalClubName: string;
  /** The category's season roster: picking a member on it fills in their jersey and position. */
  roster: readonly RosterEntry[];
  /** The own team's members' answers to the match, shown in the picker (those coming first). */
  memberNote?: MemberNote;
  /** The match is played: goals and cards are entered; before that the row stays compact. */
  showsMatchEvents: boolean;
  /**
   * Applies a change to the row as the form holds it when the change lands, not as this render saw
   * it: the picker may commit through a handler of an earlier render (it re-commits on blur).
   */
  onUpdate: (update: (row: KeyedPlayerRow) => KeyedPlayerRow) => void;
  onRemove: () => void;
}

/** One player on the sheet: who, jersey, position, captain, and once played goals and cards (lineup_player). */
export function LineupPlayerRow({
  index,
  row,
  errors,
  chosenIds,
  categoryId,
  source,
  externalClubName,
  roster,
  memberNote,
  showsMatchEvents,
  onUpdate,
  onRemove,
}: LineupPlayerRowProps) {
  const error = (field: string) => errors[`players.${index}.${field}`];
  const set = <Field extends EntryField>(field: Field, value: KeyedPlayerRow[Field]) =>
    onUpdate((current) => withEntry(current, field, value));
  const number = (field: 'jersey_number' | MatchEventField, label: string, className: string) => (
    <Input
      size="sm"
      type="number"
      inputMode="numeric"
      min={field === 'jersey_number' ? 1 : 0}
      max={field === 'jersey_number' ? 99 : undefined}
      label={label}
      className={className}
      value={row[field]}
      onValueChange={(value) => set(field, value)}
      isInvalid={error(field) !== undefined}
      errorMessage={error(field)}
    />
  );

  return (
    <div
      role="group"
      aria-label={`${lineupFormTexts.player} ${index + 1}`}
      className="flex flex-col gap-2 rounded-medium border border-divider p-3"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <PlayerPicker
            label={`${lineupFormTexts.player} ${index + 1}`}
            value={row.player}
            onChange={(player) => {
              if (!isSamePick(row.player, player)) onUpdate((current) => withPickedPlayer(current, player, roster));
            }}
            chosenIds={chosenIds}
            categoryId={categoryId}
            source={source}
            externalClubName={externalClubName}
            memberNote={memberNote}
            isRequired
            isInvalid={error('player') !== undefined}
            errorMessage={error('player')}
          />
        </div>
        {number('jersey_number', lineupFormTexts.jersey, 'w-20 shrink-0')}
        <Button
          isIconOnly
          size="sm"
          variant="light"
          color="danger"
          aria-label={`${lineupFormTexts.removePlayer} ${index + 1}`}
          onPress={onRemove}
        >
          ✕
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <RadioGroup
          size="sm"
          orientation="horizontal"
          aria-label={lineupFormTexts.position}
          value={row.position}
          onValueChange={(value) => set('position', value === 'goalkeeper' || value === 'field_player' ? value : '')}
        >
          <Radio value="goalkeeper">{POSITION_LABELS.goalkeeper}</Radio>
          <Radio value="field_player">{POSITION_LABELS.field_player}</Radio>
          <Radio value="">{lineupFormTexts.noPosition}</Radio>
        </RadioGroup>
        <Checkbox
          size="sm"
          isSelected={row.is_captain}
          onValueChange={(value) => set('is_captain', value)}
          isInvalid={error('is_captain') !== undefined}
        >
          {lineupFormTexts.captain}
        </Checkbox>
        {error('is_captain') ? <p className="text-tiny text-danger">{error('is_captain')}</p> : null}
      </div>
      {showsMatchEvents || hasMatchEvents(row) ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {MATCH_EVENT_FIELDS.map((field) => (
            <div key={field}>{number(field, EVENT_LABELS[field], 'w-full')}</div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
