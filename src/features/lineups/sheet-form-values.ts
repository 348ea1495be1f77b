import { pickerKey, type PickedPlayer } from '@/features/members/player-picker-options';
import { toCoachRole, type MatchSheet, type RosterMember } from './api';
import { shownMember } from './shown-member';
import type { LineupPosition } from './lineup-rules';
import type { LineupCoachRowValues, LineupPlayerRowValues, TeamLineupValues } from './schema';

/** The row's fields a picked member's roster entry fills in. */
export type RosterDefaultField = 'jersey_number' | 'position';

/**
 * A row of the form with a key of its own, so removing a row keeps the others' inputs in place,
 * and the roster-filled fields the coach has set in it since it was opened (a pick leaves those be).
 */
export type KeyedPlayerRow = LineupPlayerRowValues & { key: string; edited: readonly RosterDefaultField[] };
export type KeyedCoachRow = LineupCoachRowValues & { key: string };

export interface SheetFormValues {
  players: KeyedPlayerRow[];
  coaches: KeyedCoachRow[];
}

type SheetPlayer = MatchSheet['lineup_players'][number];

function pickedOf(player: SheetPlayer): PickedPlayer | null {
  const member = shownMember(player.member, player.shown);
  if (member) return member;
  if (player.external) return { ...player.external, kind: 'external' };
  return null;
}

const count = (value: number) => (value === 0 ? '' : String(value));

/** A stored sheet as the form edits it (numbers as text); goalkeepers first, then by jersey. */
export function sheetFormValues(sheet: MatchSheet | undefined): SheetFormValues {
  const players = [...(sheet?.lineup_players ?? [])].sort(
    (a, b) =>
      Number(b.position === 'goalkeeper') - Number(a.position === 'goalkeeper') ||
      (a.jersey_number ?? 100) - (b.jersey_number ?? 100),
  );
  return {
    players: players.map((player) => ({
      key: crypto.randomUUID(),
      edited: [],
      player: pickedOf(player),
      jersey_number: player.jersey_number === null ? '' : String(player.jersey_number),
      position: toPosition(player.position),
      is_captain: player.is_captain,
      goals: count(player.goals),
      yellow_cards: count(player.yellow_cards),
      red_cards_5min: count(player.red_cards_5min),
      red_cards_10min: count(player.red_cards_10min),
      red_cards_personal: count(player.red_cards_personal),
    })),
    coaches: (sheet?.lineup_coaches ?? []).map((coach) => ({
      key: crypto.randomUUID(),
      member_id: coach.member_id,
      role: toCoachRole(coach.role),
    })),
  };
}

/** lineup_players.position is checked by the database to be one of the two, or null ('' in the form). */
function toPosition(position: string | null): LineupPosition | '' {
  return position === 'goalkeeper' || position === 'field_player' ? position : '';
}

/** A new row: the sheet's first player is its goalkeeper, the rest field players. */
export function emptyPlayerRow(rows: readonly Pick<KeyedPlayerRow, 'position'>[]): KeyedPlayerRow {
  return {
    key: crypto.randomUUID(),
    edited: [],
    player: null,
    jersey_number: '',
    position: rows.some((row) => row.position === 'goalkeeper') ? 'field_player' : 'goalkeeper',
    is_captain: false,
    goals: '',
    yellow_cards: '',
    red_cards_5min: '',
    red_cards_10min: '',
    red_cards_personal: '',
  };
}

/** A row's goals and cards, kept out of sight until the match is played. */
export const MATCH_EVENT_FIELDS = ['goals', 'yellow_cards', 'red_cards_5min', 'red_cards_10min', 'red_cards_personal'] as const;
export type MatchEventField = (typeof MATCH_EVENT_FIELDS)[number];

/** A row already carrying a goal or a card shows its fields even before kick-off, so nothing entered is hidden. */
export const hasMatchEvents = (row: Pick<KeyedPlayerRow, MatchEventField>) =>
  MATCH_EVENT_FIELDS.some((field) => row[field].trim() !== '' && Number(row[field]) !== 0);

export type RosterEntry = Pick<RosterMember, 'member_id' | 'jersey_number' | 'position'>;

/** Whether a picker's commit names the player the row already holds (or both none). */
export const isSamePick = (a: PickedPlayer | null, b: PickedPlayer | null) =>
  a === null || b === null ? a === b : pickerKey(a) === pickerKey(b);

/**
 * A player picked into a row. Only a change of player counts: the picker commits its selection
 * again when it loses focus, and that leaves the row as it is. A member on the category's season
 * roster brings the roster's jersey number and position, where the roster has them, into the
 * fields the coach has not set in this row; what the coach typed is never overwritten.
 */
export function withPickedPlayer(row: KeyedPlayerRow, player: PickedPlayer | null, roster: readonly RosterEntry[]): KeyedPlayerRow {
  if (isSamePick(row.player, player)) return row;
  const entry = player?.kind === 'member' ? roster.find((member) => member.member_id === player.id) : undefined;
  const position = toPosition(entry?.position ?? null);
  const fills = (field: RosterDefaultField, value: string) => value !== '' && !row.edited.includes(field);
  const jersey = entry?.jersey_number == null ? '' : String(entry.jersey_number);
  return {
    ...row,
    player,
    jersey_number: fills('jersey_number', jersey) ? jersey : row.jersey_number,
    position: fills('position', position) ? position : row.position,
  };
}

export type EntryField = Exclude<keyof LineupPlayerRowValues, 'player'>;

const isRosterField = (field: EntryField): field is RosterDefaultField => field === 'jersey_number' || field === 'position';

/** What the coach enters in a row's field; a roster-filled one is theirs from then on. */
export function withEntry<Field extends EntryField>(row: KeyedPlayerRow, field: Field, value: KeyedPlayerRow[Field]): KeyedPlayerRow {
  const edited = isRosterField(field) && !row.edited.includes(field) ? [...row.edited, field] : row.edited;
  return { ...row, [field]: value, edited };
}

/** Whether two states of a sheet hold the same entries (row keys aside): the unsaved-changes test. */
export const sameSheet = (a: SheetFormValues, b: SheetFormValues) =>
  JSON.stringify(withoutKeys(a)) === JSON.stringify(withoutKeys(b));

export const emptyCoachRow = (): KeyedCoachRow => ({ key: crypto.randomUUID(), member_id: '', role: 'head_coach' });

/** What zod parses (the keys and the edit marks are the form's own). */
export const withoutKeys = ({ players, coaches }: SheetFormValues): TeamLineupValues => ({
  players: players.map(({ key: _key, edited: _edited, ...row }) => row),
  coaches: coaches.map(({ key: _key, ...row }) => row),
});
