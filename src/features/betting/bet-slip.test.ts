import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAKE,
  accumulatorError,
  canPlaceBet,
  combinedOdds,
  parseStake,
  potentialReturn,
  readStoredSlip,
  removeSelection,
  slipStructure,
  stakeError,
  submitTicket,
  toPlaceBetInput,
  toggleSelection,
  withCurrentOdds,
} from './bet-slip';
import type { TSlipSelection } from './schema';

const MATCH_A = '11111111-1111-4111-8111-111111111111';
const MATCH_B = '22222222-2222-4222-8222-222222222222';

function pick(matchId: string, selection: string, odds: number, betType: TSlipSelection['betType'] = '1X2'): TSlipSelection {
  return { matchId, betType, selection, odds, home: 'TJ Sokol Svinov', away: 'TJ Sokol Poruba', kickoff: '2027-03-27T15:00' };
}

describe('slip contents', () => {
  it('adding a pick puts it on the slip; the same pick again takes it off', () => {
    const slip = toggleSelection([], pick(MATCH_A, '1', 1.8));
    expect(slip).toEqual([pick(MATCH_A, '1', 1.8)]);
    expect(toggleSelection(slip, pick(MATCH_A, '1', 1.8))).toEqual([]);
  });

  it('another pick on a match already on the slip replaces it (one leg per match), in place', () => {
    const slip = [pick(MATCH_A, '1', 1.8), pick(MATCH_B, '2', 2.4)];
    expect(toggleSelection(slip, pick(MATCH_A, 'X2', 1.9, 'DOUBLE_CHANCE'))).toEqual([pick(MATCH_A, 'X2', 1.9, 'DOUBLE_CHANCE'), pick(MATCH_B, '2', 2.4)]);
  });

  it('remove drops one match; the slip keeps its order', () => {
    expect(removeSelection([pick(MATCH_A, '1', 1.8), pick(MATCH_B, '2', 2.4)], MATCH_A)).toEqual([pick(MATCH_B, '2', 2.4)]);
  });

  it('the slip shows the current odds where the match list knows them', () => {
    const slip = [pick(MATCH_A, '1', 1.8), pick(MATCH_B, '2', 2.4)];
    expect(withCurrentOdds(slip, (held) => (held.matchId === MATCH_A ? 1.75 : undefined)).map((held) => held.odds)).toEqual([1.75, 2.4]);
  });
});

describe('structure (one leg = SINGLE, more = ACCUMULATOR)', () => {
  it.each([
    [0, null],
    [1, 'SINGLE'],
    [2, 'ACCUMULATOR'],
    [5, 'ACCUMULATOR'],
  ] as const)('%i legs → %s', (legs, structure) => {
    expect(slipStructure(legs)).toBe(structure);
  });

  it.each([
    ['ACCUMULATOR', 1, 'Accumulator bets require at least 2 selections'],
    ['ACCUMULATOR', 2, null],
    ['SINGLE', 1, null],
  ] as const)('%s with %i legs → %s', (structure, legs, message) => {
    expect(accumulatorError(structure, legs)).toBe(message);
  });

  it('the place_bet call carries structure, stake and legs with the odds the slip shows', () => {
    expect(toPlaceBetInput([], 10)).toBeNull();
    expect(toPlaceBetInput([pick(MATCH_A, '1', 1.8), pick(MATCH_B, '1X', 1.2, 'DOUBLE_CHANCE')], 25)).toEqual({
      structure: 'ACCUMULATOR',
      stake: 25,
      legs: [
        { match_id: MATCH_A, bet_type: '1X2', selection: '1', odds: 1.8 },
        { match_id: MATCH_B, bet_type: 'DOUBLE_CHANCE', selection: '1X', odds: 1.2 },
      ],
    });
  });
});

describe('the bet id of a ticket (a double click must not place two bets)', () => {
  const ids = ['33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'];
  const newId = () => ids.shift() ?? 'no more ids';
  const ticket = (stake: number) => toPlaceBetInput([pick(MATCH_A, '1', 1.8)], stake);

  it('the same ticket pressed again goes out under the first id; another ticket gets a new one', () => {
    const first = ticket(10);
    if (!first) throw new Error('a one-pick slip is a ticket');
    const pressed = submitTicket(null, first, newId);
    expect(pressed.id).toBe('33333333-3333-4333-8333-333333333333');
    expect(submitTicket(pressed, ticket(10) ?? first, newId)).toBe(pressed);
    expect(submitTicket(pressed, ticket(20) ?? first, newId).id).toBe('44444444-4444-4444-8444-444444444444');
  });
});

describe('odds and potential return (rounded as place_bet rounds numeric)', () => {
  it.each([
    [[], 0],
    [[1.85], 1.85],
    [[1.85, 2.1], 3.89], // 3.885 rounds half up
    [[1.5, 1.5, 1.5], 3.38], // 3.375
    [[1.01, 1.01], 1.02], // 1.0201
    [[3.45, 1.15, 2.05], 8.13], // 8.133375
  ])('combined odds of %j = %d', (odds, expected) => {
    expect(combinedOdds(odds)).toBe(expected);
  });

  it.each([
    [10, 1.85, 18.5],
    [10, 3.89, 38.9],
    [12.5, 1.99, 24.88], // 24.875 rounds half up
    [1, 1.05, 1.05],
    [999.99, 4.1, 4099.96], // 4099.959
    [0, 2, 0],
  ])('stake %d at odds %d returns %d', (stake, odds, expected) => {
    expect(potentialReturn(stake, odds)).toBe(expected);
  });
});

describe('stake (numeric, min 1, max balance, default 10)', () => {
  it('defaults to 10', () => {
    expect(DEFAULT_STAKE).toBe(10);
  });

  it.each([
    ['10', 10],
    [' 12,5 ', 12.5],
    ['0.99', 0.99],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1.234', 1.234],
    ['12,50', 12.5],
    ['1,234', 1.234],
    ['12,5,0', null],
    ['1 000', null],
    ['1e3', null],
  ])('%j parses to %s', (input, expected) => {
    expect(parseStake(input)).toBe(expected);
  });

  it.each([
    [null, 100, 'Vklad musí být číslo'],
    [0, 100, 'Minimální vklad je 1'],
    [0.5, 100, 'Minimální vklad je 1'],
    [1, 100, null],
    [100, 100, null],
    [100.01, 100, 'Vklad je vyšší než zůstatek'],
    [0.29, 100, 'Minimální vklad je 1'],
    [1.29, 100, null],
    [1.005, 100, 'Vklad může mít nejvýše dvě desetinná místa'],
    [12.345, 100, 'Vklad může mít nejvýše dvě desetinná místa'],
  ])('stake %s with balance %d → %s', (stake, balance, message) => {
    expect(stakeError(stake, balance)).toBe(message);
  });
});

describe('place button (disabled if empty, stake ≤ 0, stake > balance or pending)', () => {
  it.each([
    ['empty slip', { legCount: 0, stake: 10, balance: 100, isPending: false }, false],
    ['stake 0', { legCount: 1, stake: 0, balance: 100, isPending: false }, false],
    ['stake negative', { legCount: 1, stake: -3, balance: 100, isPending: false }, false],
    ['stake not a number', { legCount: 1, stake: null, balance: 100, isPending: false }, false],
    ['stake over balance', { legCount: 2, stake: 101, balance: 100, isPending: false }, false],
    ['request pending', { legCount: 1, stake: 10, balance: 100, isPending: true }, false],
    ['stake equal to the balance', { legCount: 1, stake: 100, balance: 100, isPending: false }, true],
    ['a valid accumulator', { legCount: 3, stake: 10, balance: 100, isPending: false }, true],
  ])('%s → enabled %s', (_case, state, enabled) => {
    expect(canPlaceBet(state)).toBe(enabled);
  });
});

describe('the slip kept in browser storage', () => {
  it.each([
    ['a stored slip', JSON.stringify([pick(MATCH_A, '1', 1.8)]), [pick(MATCH_A, '1', 1.8)]],
    ['nothing stored', '[]', []],
    ['broken text', '[{', []],
    ['a forged selection', JSON.stringify([{ ...pick(MATCH_A, '1', 1.8), selection: '1X' }]), []],
    ['odds of 1 or less', JSON.stringify([pick(MATCH_A, '1', 1)]), []],
  ])('%s reads back as %j', (_case, raw, slip) => {
    expect(readStoredSlip(raw)).toEqual(slip);
  });
});
