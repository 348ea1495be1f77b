import { describe, expect, it } from 'vitest';
import { compareByGoalsThenCards, topRedCards, topScorers, topYellowCards, type PlayerTotals } from './statistics-ordering';

function player(surname: string, figures: Partial<PlayerTotals> = {}): PlayerTotals {
  const base = { goals: 0, yellow_cards: 0, red_cards_5min: 0, red_cards_10min: 0, red_cards_personal: 0, ...figures };
  const total = base.yellow_cards + base.red_cards_5min + base.red_cards_10min + base.red_cards_personal;
  return { id: surname, name: 'Jan', surname, total_cards: total, ...base };
}

const surnames = (players: PlayerTotals[]) => players.map((p) => p.surname);

describe('compareByGoalsThenCards', () => {
  it.each([
    { case: 'more goals first', a: player('A', { goals: 3 }), b: player('B', { goals: 5 }), expected: ['B', 'A'] },
    { case: 'equal goals: fewer cards first', a: player('A', { goals: 5, yellow_cards: 2 }), b: player('B', { goals: 5, yellow_cards: 1 }), expected: ['B', 'A'] },
    { case: 'red cards count as cards', a: player('A', { goals: 5, red_cards_personal: 1 }), b: player('B', { goals: 5 }), expected: ['B', 'A'] },
    { case: 'all equal: by surname', a: player('Šťastný', { goals: 1 }), b: player('Novák', { goals: 1 }), expected: ['Novák', 'Šťastný'] },
  ])('$case', ({ a, b, expected }) => {
    expect(surnames([a, b].sort(compareByGoalsThenCards))).toEqual(expected);
  });
});

describe('top-5 lists', () => {
  const squad = [
    player('Nula'),
    player('Jedna', { goals: 1, yellow_cards: 1 }),
    player('Dva', { goals: 2, red_cards_5min: 1 }),
    player('Tři', { goals: 3, yellow_cards: 2, red_cards_10min: 1 }),
    player('Čtyři', { goals: 4 }),
    player('Pět', { goals: 5, yellow_cards: 1 }),
    player('Šest', { goals: 5 }),
    player('Sedm', { goals: 7, red_cards_personal: 2 }),
  ];

  it.each([
    { list: 'scorers', top: topScorers, expected: ['Sedm', 'Šest', 'Pět', 'Čtyři', 'Tři'] },
    { list: 'yellow cards: most first, ties by goals', top: topYellowCards, expected: ['Tři', 'Pět', 'Jedna'] },
    { list: 'red cards of every type', top: topRedCards, expected: ['Sedm', 'Tři', 'Dva'] },
  ])('$list: at most five, nobody with none', ({ top, expected }) => {
    expect(surnames(top(squad))).toEqual(expected);
  });

  it('leave the input as it was', () => {
    const copy = [...squad];
    topScorers(squad);
    expect(squad).toEqual(copy);
  });
});
