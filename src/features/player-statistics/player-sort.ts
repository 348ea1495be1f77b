import type { TPlayerStatisticsRow } from './schema';
import { compareByGoalsThenCards } from './statistics-ordering';

/** The players table's sortable columns; ties always fall back to the statistics order (goals desc, cards asc). */
export type PlayerSortColumn = 'player' | 'matches' | 'goals' | 'yellow' | 'red5' | 'red10' | 'redPersonal' | 'totalCards';

export interface PlayerSort {
  column: PlayerSortColumn;
  direction: 'asc' | 'desc';
}

const FIGURES: Record<Exclude<PlayerSortColumn, 'player'>, (player: TPlayerStatisticsRow) => number> = {
  matches: (player) => player.matches_played,
  goals: (player) => player.goals,
  yellow: (player) => player.yellow_cards,
  red5: (player) => player.red_cards_5min,
  red10: (player) => player.red_cards_10min,
  redPersonal: (player) => player.red_cards_personal,
  totalCards: (player) => player.total_cards,
};

export function comparePlayersBy(sort: PlayerSort): (a: TPlayerStatisticsRow, b: TPlayerStatisticsRow) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.column === 'player') {
    return (a, b) => sign * (a.surname.localeCompare(b.surname, 'cs') || a.name.localeCompare(b.name, 'cs'));
  }
  const figure = FIGURES[sort.column];
  return (a, b) => sign * (figure(a) - figure(b)) || compareByGoalsThenCards(a, b);
}
