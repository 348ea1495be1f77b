import { z } from 'zod';
import { betSlipMessages, bettingLoginMessages } from './messages';

export const ZBettingLoginInput = z.object({
  email: z.string().trim().min(1, bettingLoginMessages.emailRequired),
  password: z.string().min(1, bettingLoginMessages.passwordRequired),
});
export type TBettingLoginInput = z.infer<typeof ZBettingLoginInput>;

export const BET_TYPES = ['1X2', 'DOUBLE_CHANCE'] as const;
export const ZBetType = z.enum(BET_TYPES);
export type TBetType = z.infer<typeof ZBetType>;

/** The selections place_bet accepts per bet type (its check constraint). */
export const SELECTIONS: Record<TBetType, readonly string[]> = {
  '1X2': ['1', 'X', '2'],
  DOUBLE_CHANCE: ['1X', '12', 'X2'],
};

/** One pick on the slip, as kept in browser storage (so it is re-validated when read back). */
export const ZSlipSelection = z
  .object({
    matchId: z.uuid(),
    betType: ZBetType,
    selection: z.string(),
    odds: z.number().gt(1),
    home: z.string(),
    away: z.string(),
    kickoff: z.string(),
  })
  .refine((pick) => SELECTIONS[pick.betType].includes(pick.selection));
export type TSlipSelection = z.infer<typeof ZSlipSelection>;

export const ZSlip = z.array(ZSlipSelection);

/**
 * A coin amount has hundredths at most, as place_bet requires: the wallet and the ledger are kept
 * in hundredths. Compared in hundredths with a tolerance, as a double holds 0.29 as 0.28999….
 */
export function isCoinAmount(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * What place_bet takes (legs carry match_id, bet_type, selection, odds). Each leg's odds are
 * the ones the slip shows: the database refuses the bet when they are not its current odds, and
 * books its own. The id is made once when the bettor presses the button, so a retried request
 * cannot place the bet twice.
 */
export const ZPlaceBetInput = z
  .object({
    id: z.uuid(),
    structure: z.enum(['SINGLE', 'ACCUMULATOR']),
    stake: z.number(betSlipMessages.stakeNotNumber).min(1, betSlipMessages.stakeMinimum).refine(isCoinAmount, betSlipMessages.stakeDecimals),
    legs: z
      .array(z.object({ match_id: z.uuid(), bet_type: ZBetType, selection: z.string(), odds: z.number(betSlipMessages.oddsMissing).gt(1, betSlipMessages.oddsMissing) }))
      .min(1, betSlipMessages.empty),
  })
  .refine((input) => input.structure === 'SINGLE' || input.legs.length >= 2, {
    message: betSlipMessages.accumulatorMinimum,
    path: ['legs'],
  });
export type TPlaceBetInput = z.infer<typeof ZPlaceBetInput>;

export const BET_HISTORY_TABS = ['active', 'settled', 'all'] as const;
export const ZBetHistoryTab = z.enum(BET_HISTORY_TABS).catch('active');
export type TBetHistoryTab = z.infer<typeof ZBetHistoryTab>;

export const LEADERBOARD_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY', 'SEASON', 'ALL_TIME'] as const;
/**
 * The board opens on the season: the club plays on weekends, so a week or a day holds a handful of
 * settled bets at most, while the season ranks everyone who has played the game this year.
 */
export const ZLeaderboardPeriod = z.enum(LEADERBOARD_PERIODS).catch('SEASON');
export type TLeaderboardPeriod = z.infer<typeof ZLeaderboardPeriod>;
