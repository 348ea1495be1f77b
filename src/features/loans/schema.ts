import { z } from 'zod';
import { LOAN_TYPES, loanMessages } from './messages';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Loan dialog: player, target club, start date and type required; an end date, if
 * given, after the start. create_player_loan checks the same with the same messages.
 */
export const ZLoanInput = z
  .object({
    player_id: required(loanMessages.playerRequired),
    from_club_id: z
      .string()
      .trim()
      .transform((value) => value || null),
    to_club_id: required(loanMessages.targetClubRequired),
    loan_start_date: required(loanMessages.startRequired),
    loan_end_date: z
      .string()
      .trim()
      .transform((value) => value || null),
    loan_type: z.string().refine((value) => Object.hasOwn(LOAN_TYPES, value), loanMessages.typeRequired),
    notes: z
      .string()
      .trim()
      .transform((value) => value || null),
  })
  .refine((loan) => loan.loan_end_date === null || loan.loan_end_date > loan.loan_start_date, {
    message: loanMessages.endAfterStart,
    path: ['loan_end_date'],
  });
export type TLoanInputForm = z.input<typeof ZLoanInput>;
export type TLoanInput = z.output<typeof ZLoanInput>;
