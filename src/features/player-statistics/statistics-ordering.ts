/**
 * How player statistics are ordered: goals desc, then total cards asc; the top-5
 * lists rank by their own figure first and fall back to the same order on a tie.
 */
export interface PlayerTotals {
  id: string;
  name: string;
  surname: string;
  goals: number;
  yellow_cards: number;
  red_cards_5min: number;
  red_cards_10min: number;
  red_cards_personal: number;
  total_cards: number;
}

/** Top-5 lists for scorers, yellow and red cards. */
export const TOP_LIST_SIZE = 5;

export const redCards = (player: PlayerTotals): number => player.red_cards_5min + player.red_cards_10min + player.red_cards_personal;

/** Goals desc, then total cards asc, then by name so equal rows keep a stable order. */
export function compareByGoalsThenCards(a: PlayerTotals, b: PlayerTotals): number {
  return b.goals - a.goals || a.total_cards - b.total_cards || a.surname.localeCompare(b.surname, 'cs') || a.name.localeCompare(b.name, 'cs');
}

function topBy<Player extends PlayerTotals>(players: readonly Player[], figure: (player: Player) => number): Player[] {
  return players
    .filter((player) => figure(player) > 0)
    .sort((a, b) => figure(b) - figure(a) || compareByGoalsThenCards(a, b))
    .slice(0, TOP_LIST_SIZE);
}

export const topScorers = <Player extends PlayerTotals>(players: readonly Player[]) => topBy(players, (player) => player.goals);
export const topYellowCards = <Player extends PlayerTotals>(players: readonly Player[]) => topBy(players, (player) => player.yellow_cards);
export const topRedCards = <Player extends PlayerTotals>(players: readonly Player[]) => topBy(players, redCards);
