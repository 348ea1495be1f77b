import { defineUrlState, urlField } from '@/lib/url-state';
import type { LoanStatus, LoanType } from './messages';

const loanStatus = urlField.oneOf<LoanStatus>(['active', 'expired', 'terminated']);
const loanType = urlField.oneOf<LoanType>(['temporary', 'permanent', 'youth']);

/**
 * Loan filters (player, club on either side, status, type, start-date range) in the URL
 * (ADR 6). They share /admin/members with the register, so each key starts with "loan";
 * loanFrom / loanTo bound the loan's start date. Anything malformed falls back to no filter.
 */
export const loanFilterState = defineUrlState({
  loanPlayer: urlField.uuid(),
  loanClub: urlField.uuid(),
  loanStatus,
  loanType,
  loanFrom: urlField.isoDate(),
  loanTo: urlField.isoDate(),
});

export type LoanFilters = typeof loanFilterState.defaults;

export const NO_LOAN_FILTERS: LoanFilters = loanFilterState.defaults;

/** A select's key as a filter value: null for "all" or anything unknown. */
export const asLoanStatus = (value: string | null) => loanStatus.parse(value);
export const asLoanType = (value: string | null) => loanType.parse(value);
