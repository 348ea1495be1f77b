import { filterPlayers, type SearchablePlayer } from './search';

/** A player picked in the unified picker (spec §2): a club member or an external player. */
export interface PickedPlayer extends SearchablePlayer {
  kind: 'member' | 'external';
  /** The external player's club; null for members. */
  club_name: string | null;
}

/** Enough for a phone's screen; the user narrows by typing. */
export const PICKER_RESULT_LIMIT = 50;

export const pickerKey = (player: Pick<PickedPlayer, 'kind' | 'id'>) => `${player.kind}:${player.id}`;

/**
 * What the picker offers for a query (spec §5): members who play, then external players, each
 * matched on name, surname or registration number, without anyone already chosen (by id).
 */
export function pickerOptions(
  members: readonly SearchablePlayer[],
  externals: readonly (SearchablePlayer & { club_name: string })[],
  query: string,
  chosenIds: readonly string[],
): PickedPlayer[] {
  const options: PickedPlayer[] = [
    ...filterPlayers(members, query, chosenIds).map((player) => ({ ...pick(player), kind: 'member' as const, club_name: null })),
    ...filterPlayers(externals, query, chosenIds).map((player) => ({ ...pick(player), kind: 'external' as const, club_name: player.club_name })),
  ];
  return options.slice(0, PICKER_RESULT_LIMIT);
}

function pick({ id, name, surname, registration_number }: SearchablePlayer): SearchablePlayer {
  return { id, name, surname, registration_number };
}
