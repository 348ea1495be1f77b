import { describe, expect, it } from 'vitest';
import { ZBetHistoryTab, ZBettingLoginInput, ZLeaderboardPeriod, ZPlaceBetInput } from './schema';

const MATCH_A = '11111111-1111-4111-8111-111111111111';
const MATCH_B = '22222222-2222-4222-8222-222222222222';
const BET_ID = '33333333-3333-4333-8333-333333333333';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('betting login input (e-mail and password required)', () => {
  it.each([
    ['both missing', { email: ' ', password: '' }, ['E-mail je povinný', 'Heslo je povinné']],
    ['password missing', { email: 'sazkar@svinov.local', password: '' }, ['Heslo je povinné']],
    ['both given', { email: 'sazkar@svinov.local', password: 'Svinov1920!' }, []],
  ])('%s → %j', (_case, input, expected) => {
    expect(messages(ZBettingLoginInput.safeParse(input))).toEqual(expected);
  });
});

describe('place_bet input', () => {
  const leg = (match_id: string) => ({ match_id, bet_type: '1X2', selection: '1', odds: 1.8 });

  it.each([
    ['a single', { id: BET_ID, structure: 'SINGLE', stake: 10, legs: [leg(MATCH_A)] }, []],
    ['an accumulator of two', { id: BET_ID, structure: 'ACCUMULATOR', stake: 10, legs: [leg(MATCH_A), leg(MATCH_B)] }, []],
    ['an accumulator of one', { id: BET_ID, structure: 'ACCUMULATOR', stake: 10, legs: [leg(MATCH_A)] }, ['Accumulator bets require at least 2 selections']],
    ['a stake below 1', { id: BET_ID, structure: 'SINGLE', stake: 0.5, legs: [leg(MATCH_A)] }, ['Minimální vklad je 1']],
    ['a stake in hundredths', { id: BET_ID, structure: 'SINGLE', stake: 10.29, legs: [leg(MATCH_A)] }, []],
    ['a stake with three decimals', { id: BET_ID, structure: 'SINGLE', stake: 1.005, legs: [leg(MATCH_A)] }, ['Vklad může mít nejvýše dvě desetinná místa']],
    ['no legs', { id: BET_ID, structure: 'SINGLE', stake: 10, legs: [] }, ['Tiket je prázdný. Vyberte kurz u zápasu.']],
    ['a leg without the odds the bettor saw', { id: BET_ID, structure: 'SINGLE', stake: 10, legs: [{ match_id: MATCH_A, bet_type: '1X2', selection: '1' }] }, ['U každého tipu musí být uveden kurz']],
  ])('%s → %j', (_case, input, expected) => {
    expect(messages(ZPlaceBetInput.safeParse(input))).toEqual(expected);
  });

  it('a stake that is not a number is refused with its Czech message', () => {
    expect(messages(ZPlaceBetInput.safeParse({ id: BET_ID, structure: 'SINGLE', stake: 'deset', legs: [leg(MATCH_A)] }))).toEqual(['Vklad musí být číslo']);
  });
});

describe('URL state of the game', () => {
  it.each([
    ['settled', 'settled'],
    ['all', 'all'],
    [undefined, 'active'],
    ['bogus', 'active'],
  ])('history tab %s reads as %s', (raw, tab) => {
    expect(ZBetHistoryTab.parse(raw)).toBe(tab);
  });

  it.each([
    ['DAILY', 'DAILY'],
    ['ALL_TIME', 'ALL_TIME'],
    [undefined, 'SEASON'],
    ['YEARLY', 'SEASON'],
  ])('leaderboard period %s reads as %s', (raw, period) => {
    expect(ZLeaderboardPeriod.parse(raw)).toBe(period);
  });
});
