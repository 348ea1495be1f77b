import { describe, expect, it } from 'vitest';
import { comparePlayersBy, type PlayerSort } from './player-sort';
import type { TPlayerStatisticsRow } from './schema';

function row(surname: string, figures: Partial<TPlayerStatisticsRow>): TPlayerStatisticsRow {
  return {
    id: surname,
    name: 'Jan',
    surname,
    registration_number: null,
    jersey_number: null,
    position: null,
    is_captain: false,
    goals: 0,
    yellow_cards: 0,
    red_cards_5min: 0,
    red_cards_10min: 0,
    red_cards_personal: 0,
    total_cards: 0,
    matches_played: 0,
    ...figures,
  };
}

const players = [
  row('Adámek', { goals: 4, matches_played: 5, yellow_cards: 1, total_cards: 1 }),
  row('Zelený', { goals: 9, matches_played: 3 }),
  row('Čech', { goals: 4, matches_played: 5 }),
];

describe('comparePlayersBy', () => {
  it.each<[PlayerSort, string[]]>([
    [{ column: 'goals', direction: 'desc' }, ['Zelený', 'Čech', 'Adámek']],
    [{ column: 'goals', direction: 'asc' }, ['Čech', 'Adámek', 'Zelený']],
    [{ column: 'matches', direction: 'desc' }, ['Čech', 'Adámek', 'Zelený']],
    [{ column: 'yellow', direction: 'desc' }, ['Adámek', 'Zelený', 'Čech']],
    [{ column: 'player', direction: 'asc' }, ['Adámek', 'Čech', 'Zelený']],
    [{ column: 'player', direction: 'desc' }, ['Zelený', 'Čech', 'Adámek']],
  ])('%j', (sort, expected) => {
    expect([...players].sort(comparePlayersBy(sort)).map((player) => player.surname)).toEqual(expected);
  });
});
