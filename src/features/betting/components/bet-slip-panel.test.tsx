// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSlipSelection } from '../schema';
import { BetSlipPanel } from './bet-slip-panel';

afterEach(cleanup);

const pick: TSlipSelection = {
  matchId: '11111111-1111-4111-8111-111111111111',
  betType: '1X2',
  selection: '1',
  odds: 2,
  home: 'TJ Sokol Svinov',
  away: 'TJ Sokol Poruba',
  kickoff: '2041-03-27T15:00',
};

describe('the stake field ("12,5" is 12.5, not 125)', () => {
  it('takes a Czech decimal comma: 12,5 at odds 2 returns 25', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BetSlipPanel slip={[pick]} balance={1000} onRemove={vi.fn()} onClear={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Vklad'), { target: { value: '12,5' } });
    expect(screen.getByTestId('potential-return').textContent).toMatch(/^25\sŽET$/);
    expect(screen.getByRole('button', { name: 'Vsadit' }).hasAttribute('disabled')).toBe(false);
  });
});
