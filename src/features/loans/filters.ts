import { LOAN_STATUSES, LOAN_TYPES, type LoanStatus, type LoanType } from './messages';

/** Spec §7 loan filters: player, club (either side), status, type, start-date range. */
export interface LoanFilters {
  playerId: string | null;
  clubId: string | null;
  status: LoanStatus | null;
  loanType: LoanType | null;
  startFrom: string | null;
  startTo: string | null;
}

type ParamSource = Pick<URLSearchParams, 'get'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <Key extends string>(values: Record<Key, string>, value: string | null): Key | null =>
  value !== null && Object.hasOwn(values, value) ? (value as Key) : null;
export const asLoanStatus = (value: string | null) => oneOf(LOAN_STATUSES, value);
export const asLoanType = (value: string | null) => oneOf(LOAN_TYPES, value);
const matching = (pattern: RegExp, value: string | null) => (value !== null && pattern.test(value) ? value : null);

/**
 * The loans tab's filters from the URL (they share /admin/members with the register, so each
 * key starts with "loan"); anything malformed is dropped.
 */
export function parseLoanFilters(params: ParamSource): LoanFilters {
  return {
    playerId: matching(UUID, params.get('loanPlayer')),
    clubId: matching(UUID, params.get('loanClub')),
    status: asLoanStatus(params.get('loanStatus')),
    loanType: asLoanType(params.get('loanType')),
    startFrom: matching(ISO_DATE, params.get('loanFrom')),
    startTo: matching(ISO_DATE, params.get('loanTo')),
  };
}

const PARAM_NAMES: Record<keyof LoanFilters, string> = {
  playerId: 'loanPlayer',
  clubId: 'loanClub',
  status: 'loanStatus',
  loanType: 'loanType',
  startFrom: 'loanFrom',
  startTo: 'loanTo',
};

export function loanFiltersToParams(filters: LoanFilters): URLSearchParams {
  const params = new URLSearchParams({ tab: 'loans' });
  for (const [key, name] of Object.entries(PARAM_NAMES) as [keyof LoanFilters, string][]) {
    const value = filters[key];
    if (value) params.set(name, value);
  }
  return params;
}

export const NO_LOAN_FILTERS: LoanFilters = { playerId: null, clubId: null, status: null, loanType: null, startFrom: null, startTo: null };
