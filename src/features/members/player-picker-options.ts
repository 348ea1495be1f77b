import { filterPlayers, type SearchablePlayer } from './search';

/** A player picked in the unified picker: a club member or an external player. */
export interface PickedPlayer extends SearchablePlayer {
  kind: 'member' | 'external';
  /** The external player's club; null for members. */
  club_name: string | null;
}

/** Enough for a phone's screen; the user narrows by typing. */
export const PICKER_RESULT_LIMIT = 50;

/**
 * Whom the picker offers: club members who play (the default), or external players only, as on
 * an opponent's lineup, where a club member can never stand.
 */
export type PlayerSource = 'members' | 'external';

export const pickerKey = (player: Pick<PickedPlayer, 'kind' | 'id'>) => `${player.kind}:${player.id}`;

interface PickerCandidates {
  source: PlayerSource;
  members: readonly SearchablePlayer[];
  externals: readonly (SearchablePlayer & { club_name: string })[];
}

/**
 * What the picker offers for a query: the players of its source, matched on name,
 * surname or registration number, without anyone already chosen (by id). With a rank (e.g. the
 * members' answers to the match), lower ranks come first and the search's order holds within one,
 * before the list is cut to its limit, so those who come are never cut off.
 */
export function pickerOptions(
  { source, members, externals }: PickerCandidates,
  query: string,
  chosenIds: readonly string[],
  rank?: (memberId: string) => number,
): PickedPlayer[] {
  const options: PickedPlayer[] =
    source === 'external'
      ? filterPlayers(externals, query, chosenIds).map((player) => ({ ...pick(player), kind: 'external', club_name: player.club_name }))
      : filterPlayers(members, query, chosenIds).map((player) => ({ ...pick(player), kind: 'member', club_name: null }));
  const ranked = rank && source === 'members' ? [...options].sort((a, b) => rank(a.id) - rank(b.id)) : options;
  return ranked.slice(0, PICKER_RESULT_LIMIT);
}

function pick({ id, name, surname, registration_number }: SearchablePlayer): SearchablePlayer {
  return { id, name, surname, registration_number };
}
