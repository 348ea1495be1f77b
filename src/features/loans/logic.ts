import type { LoanStatus } from './messages';
import type { TLoanInputForm } from './schema';

/** The dialog's submit stays disabled until player, target club, start date and type are set. */
export function canSubmitLoan(values: Pick<TLoanInputForm, 'player_id' | 'to_club_id' | 'loan_start_date' | 'loan_type'>): boolean {
  return [values.player_id, values.to_club_id, values.loan_start_date, values.loan_type].every((value) => value.trim() !== '');
}

export type LoanStats = Record<LoanStatus, number>;

/** The management panel's counts: active, ended (expired), cancelled (terminated). */
export function countLoansByStatus(loans: readonly { status: string }[]): LoanStats {
  const stats: LoanStats = { active: 0, expired: 0, terminated: 0 };
  for (const loan of loans) if (loan.status in stats) stats[loan.status as LoanStatus] += 1;
  return stats;
}

/** Only active loans offer 'Ukončit' and 'Zrušit'. */
export const isLoanActionable = (loan: { status: string }) => loan.status === 'active';
