import { betSlipMessages } from './messages';
import { isCoinAmount, ZSlip, type TPlaceBetInput, type TSlipSelection } from './schema';

/** The stake starts at 10 coins. */
export const DEFAULT_STAKE = 10;
export const MINIMUM_STAKE = 1;

export type SlipStructure = 'SINGLE' | 'ACCUMULATOR';

const sameMatch = (a: Pick<TSlipSelection, 'matchId'>, b: Pick<TSlipSelection, 'matchId'>) => a.matchId === b.matchId;
const samePick = (a: TSlipSelection, b: TSlipSelection) => sameMatch(a, b) && a.betType === b.betType && a.selection === b.selection;

/**
 * Clicking a price: the same pick again takes it off; another pick on a match already on the
 * slip replaces it, because place_bet allows one leg per match.
 */
export function toggleSelection(slip: readonly TSlipSelection[], pick: TSlipSelection): TSlipSelection[] {
  if (slip.some((held) => samePick(held, pick))) return slip.filter((held) => !samePick(held, pick));
  const index = slip.findIndex((held) => sameMatch(held, pick));
  if (index === -1) return [...slip, pick];
  return slip.map((held, position) => (position === index ? pick : held));
}

export function removeSelection(slip: readonly TSlipSelection[], matchId: string): TSlipSelection[] {
  return slip.filter((held) => held.matchId !== matchId);
}

export function isSelected(slip: readonly TSlipSelection[], pick: Pick<TSlipSelection, 'matchId' | 'betType' | 'selection'>): boolean {
  return slip.some((held) => held.matchId === pick.matchId && held.betType === pick.betType && held.selection === pick.selection);
}

/** One leg is a SINGLE, more an ACCUMULATOR; an empty slip is neither. */
export function slipStructure(legCount: number): SlipStructure | null {
  if (legCount <= 0) return null;
  return legCount === 1 ? 'SINGLE' : 'ACCUMULATOR';
}

/** 'Accumulator bets require at least 2 selections'. */
export function accumulatorError(structure: SlipStructure, legCount: number): string | null {
  return structure === 'ACCUMULATOR' && legCount < 2 ? betSlipMessages.accumulatorMinimum : null;
}

// Money and odds are computed in whole hundredths with BigInt, so the slip shows exactly what
// place_bet books: Postgres rounds numeric half away from zero, which floats cannot mirror
// (1.005 is 1.00499… as a double).
const toHundredths = (value: number) => BigInt(Math.round(value * 100));

function roundScaled(value: bigint, scale: bigint): bigint {
  return (value + scale / 2n) / scale;
}

/** The combined odds of the legs, rounded to 2 places once, as place_bet does. */
export function combinedOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  const product = odds.reduce((total, value) => total * toHundredths(value), 1n);
  const scale = 100n ** BigInt(odds.length - 1);
  return Number(roundScaled(product, scale)) / 100;
}

/** Stake × combined odds, rounded to the coin's hundredth (place_bet's potential_return). */
export function potentialReturn(stake: number, odds: number): number {
  if (stake <= 0 || odds <= 0) return 0;
  return Number(roundScaled(toHundredths(stake) * toHundredths(odds), 100n)) / 100;
}

/** The typed stake as a number (a Czech decimal comma allowed), or null when it is not one. */
export function parseStake(input: string): number | null {
  const normalised = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** The stake is a number from 1 to the balance, in whole hundredths (place_bet's rule). */
export function stakeError(stake: number | null, balance: number): string | null {
  if (stake === null) return betSlipMessages.stakeNotNumber;
  if (stake < MINIMUM_STAKE) return betSlipMessages.stakeMinimum;
  if (!isCoinAmount(stake)) return betSlipMessages.stakeDecimals;
  if (stake > balance) return betSlipMessages.stakeOverBalance;
  return null;
}

export interface PlaceState {
  legCount: number;
  stake: number | null;
  balance: number;
  isPending: boolean;
}

/** Disabled when the slip is empty, stake ≤ 0, stake > balance or a request is pending. */
export function canPlaceBet({ legCount, stake, balance, isPending }: PlaceState): boolean {
  return legCount > 0 && !isPending && stakeError(stake, balance) === null;
}

/**
 * The one place_bet call for the slip, each leg with the odds the bettor sees: the database
 * refuses the bet if they are no longer its current odds.
 */
export function toPlaceBetInput(slip: readonly TSlipSelection[], stake: number): Omit<TPlaceBetInput, 'id'> | null {
  const structure = slipStructure(slip.length);
  if (!structure) return null;
  return {
    structure,
    stake,
    legs: slip.map((pick) => ({ match_id: pick.matchId, bet_type: pick.betType, selection: pick.selection, odds: pick.odds })),
  };
}

/** A submitted ticket and the bet id it went out under. */
export interface TicketSubmission {
  content: string;
  id: string;
}

/**
 * The bet id for placing the slip: a second press of the same ticket (a double click, a retry
 * after a lost answer) reuses the first press's id, so place_bet books the bet once and stakes
 * once; any other ticket gets a new id.
 */
export function submitTicket(previous: TicketSubmission | null, input: Omit<TPlaceBetInput, 'id'>, newId: () => string): TicketSubmission {
  const content = JSON.stringify([input.structure, input.stake, input.legs]);
  return previous?.content === content ? previous : { content, id: newId() };
}

/** Odds move (generate_match_odds reprices): show the slip at today's prices where known. */
export function withCurrentOdds(slip: readonly TSlipSelection[], current: (pick: TSlipSelection) => number | undefined): TSlipSelection[] {
  return slip.map((pick) => ({ ...pick, odds: current(pick) ?? pick.odds }));
}

/** The slip as stored in the browser, or an empty slip when the stored text is not a valid one. */
export function readStoredSlip(raw: string): TSlipSelection[] {
  try {
    const parsed = ZSlip.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
