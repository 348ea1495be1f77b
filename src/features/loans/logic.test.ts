import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loanFilterState, NO_LOAN_FILTERS } from './filters';
import { memberKeys } from '@/features/members/keys';
import { loanKeys } from './keys';
import { canSubmitLoan, countLoansByStatus, isLoanActionable } from './logic';
import { ZLoanInput } from './schema';

const complete = { player_id: 'p', to_club_id: 'c', loan_start_date: '2026-09-01', loan_type: 'temporary' };

describe('new-loan dialog', () => {
  it('submit is enabled once player, target club, start date and type are set', () => {
    expect(canSubmitLoan(complete)).toBe(true);
  });

  it.each(['player_id', 'to_club_id', 'loan_start_date', 'loan_type'] as const)('submit stays disabled without %s', (field) => {
    expect(canSubmitLoan({ ...complete, [field]: ' ' })).toBe(false);
  });

  const form = { ...complete, from_club_id: '', loan_end_date: '', notes: '' };
  const messages = (input: Record<string, string>) => ZLoanInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('the schema gives the four required messages', () => {
    expect(messages({ ...form, player_id: '', to_club_id: '', loan_start_date: '', loan_type: '' })).toEqual([
      ['player_id', 'Hráč je povinný'],
      ['to_club_id', 'Cílový klub je povinný'],
      ['loan_start_date', 'Datum začátku je povinné'],
      ['loan_type', 'Typ půjčky je povinný'],
    ]);
  });

  it('an end date must be after the start (the same day is refused)', () => {
    expect(messages({ ...form, loan_end_date: '2026-09-01' })).toEqual([['loan_end_date', 'Datum konce musí být po datu začátku']]);
    expect(messages({ ...form, loan_end_date: '2026-08-31' })).toEqual([['loan_end_date', 'Datum konce musí být po datu začátku']]);
    expect(ZLoanInput.parse({ ...form, loan_end_date: '2026-09-02' })).toMatchObject({ loan_end_date: '2026-09-02', from_club_id: null, notes: null });
  });
});

describe('loans panel', () => {
  it('counts active, ended (expired) and cancelled (terminated) loans', () => {
    expect(countLoansByStatus([{ status: 'active' }, { status: 'expired' }, { status: 'active' }, { status: 'terminated' }])).toEqual({
      active: 2,
      expired: 1,
      terminated: 1,
    });
    expect(countLoansByStatus([])).toEqual({ active: 0, expired: 0, terminated: 0 });
  });

  it.each([
    ['active', true],
    ['expired', false],
    ['terminated', false],
  ])('a %s loan offers Ukončit and Zrušit: %s', (status, expected) => {
    expect(isLoanActionable({ status })).toBe(expected);
  });

  it('filters round-trip through the URL next to the loans tab, malformed values fall back to no filter', () => {
    const filters = { ...NO_LOAN_FILTERS, loanStatus: 'active' as const, loanType: 'youth' as const, loanFrom: '2026-09-01' };
    const params = loanFilterState.toParams(filters, new URLSearchParams('tab=loans&loanClub=0b7e8f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'));
    expect(params.toString()).toBe('tab=loans&loanStatus=active&loanType=youth&loanFrom=2026-09-01');
    expect(loanFilterState.parse(params)).toEqual(filters);
    expect(loanFilterState.parse(new URLSearchParams('loanStatus=ended&loanType=x&loanFrom=1.9.2026&loanTo=2026-13-01&loanPlayer=abc'))).toEqual(
      NO_LOAN_FILTERS,
    );
  });

  it('every loan action (loanKeys.all) reaches the filtered lists and the stats', () => {
    const client = new QueryClient();
    client.setQueryData(loanKeys.list(NO_LOAN_FILTERS), []);
    client.setQueryData(loanKeys.summaries(), []);
    client.setQueryData(memberKeys.all, []);
    expect(client.getQueryCache().findAll({ queryKey: loanKeys.all }).map((query) => query.queryKey)).toEqual([
      loanKeys.list(NO_LOAN_FILTERS),
      loanKeys.summaries(),
    ]);
  });
});
