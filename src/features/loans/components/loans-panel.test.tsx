// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOAN_FILTERS } from '../filters';
import { LoansPanel } from './loans-panel';

const idle = { mutate: vi.fn(), isPending: false };
vi.mock('@/lib/use-url-state', () => ({ useUrlState: () => [NO_LOAN_FILTERS, vi.fn()] }));
vi.mock('@/features/clubs/hooks', () => ({ useClubs: () => ({ data: [] }) }));
vi.mock('../hooks', () => ({
  useLoans: () => ({ error: Object.assign(new Error('upstream connect error'), { code: '08006' }), refetch: vi.fn() }),
  useLoanSummaries: () => ({ data: [] }),
  useEndLoan: () => idle,
  useCancelLoan: () => idle,
}));

afterEach(cleanup);

describe('LoansPanel', () => {
  it("a failed load of the loans says 'Chyba při načítání půjček'", () => {
    render(<LoansPanel />);
    expect(screen.getByRole('alert').textContent).toContain('Chyba při načítání půjček');
  });
});
