// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchSummary } from '../../match-summary-fixture';
import type { MatchSummary } from '../../api/public';
import { ResultModal } from './result-modal';

const mutate = vi.fn<(variables: unknown, options?: unknown) => void>();
// The save itself (record_match_result) is tested against the database; here, what reaches it.
vi.mock('../../hooks', () => ({ useRecordResult: () => ({ mutate, isPending: false }) }));

/** The fixture's match kicks off on 28 Nov 2026 at 15:00 in Prague (14:00 UTC). */
const AFTER_KICKOFF = new Date('2026-11-28T16:00:00Z');
const BEFORE_KICKOFF = new Date('2026-11-20T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AFTER_KICKOFF);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  mutate.mockReset();
});

function open(match: MatchSummary, typed: Partial<Record<'Domácí' | 'Hosté' | 'Domácí – poločas' | 'Hosté – poločas', string>> = {}) {
  render(<ResultModal match={match} onClose={vi.fn()} />);
  for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Uložit výsledek' }));
}

const saved = () => mutate.mock.calls.map(([variables]) => variables);

describe('the result dialog saves nothing unseen', () => {
  it('a full result of a match that has kicked off is saved at once', () => {
    const match = matchSummary();
    open(match, { Domácí: '19', Hosté: '16', 'Domácí – poločas': '10', 'Hosté – poločas': '7' });
    expect(saved()).toEqual([{ id: match.id, result: { home_score: 19, away_score: 16, home_score_halftime: 10, away_score_halftime: 7 } }]);
  });

  it('empty final-score fields ask first, naming the match and the 0:0 it would save', () => {
    const match = matchSummary();
    open(match, { Domácí: '12' });
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Uložit výsledek TJ Sokol Svinov – TJ Tatran Bohunice 12:0 (poločas 0:0)?')).toBeTruthy();
    expect(dialog.getByText('Konečné skóre nebylo vyplněno celé: prázdné pole se uloží jako 0.')).toBeTruthy();
    expect(saved()).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Ano, uložit' }));
    expect(saved()).toEqual([{ id: match.id, result: { home_score: 12, away_score: 0, home_score_halftime: 0, away_score_halftime: 0 } }]);
  });

  it('a match that has not kicked off asks first; going back keeps what was typed', () => {
    vi.setSystemTime(BEFORE_KICKOFF);
    open(matchSummary(), { Domácí: '20', Hosté: '18' });
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/^Zápas ještě nezačal/)).toBeTruthy();
    expect(saved()).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Zpět k úpravě' }));
    expect(screen.getByLabelText<HTMLInputElement>('Domácí').value).toBe('20');
    expect(saved()).toEqual([]);
  });

  it('a negative score is refused on its field, not saved as 0', () => {
    open(matchSummary(), { Domácí: '-3', Hosté: '14' });
    expect(screen.getByText('Skóre musí být nezáporné číslo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ano, uložit' })).toBeNull();
    expect(saved()).toEqual([]);
  });

  it('a half-time above the final score is refused on that side’s field', () => {
    open(matchSummary(), { Domácí: '0', Hosté: '14', 'Domácí – poločas': '25', 'Hosté – poločas': '7' });
    expect(screen.getAllByText('Poločasové skóre nesmí být vyšší než konečné')).toHaveLength(1);
    expect(saved()).toEqual([]);
  });

  it('a correction says before saving that bets are settled again and the table recalculated, and asks first', () => {
    const match = matchSummary({ status: 'completed', home_score: 19, away_score: 16, home_score_halftime: 10, away_score_halftime: 7 });
    render(<ResultModal match={match} onClose={vi.fn()} />);
    const form = within(screen.getByRole('dialog'));
    expect(form.getByText('Opravit výsledek')).toBeTruthy();
    expect(form.getByText('Opravou výsledku se znovu vyhodnotí sázky a přepočítá tabulka.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Domácí'), { target: { value: '15' } });
    fireEvent.click(form.getByRole('button', { name: 'Uložit výsledek' }));

    const confirm = within(screen.getByRole('dialog'));
    expect(confirm.getByText('Uložit výsledek TJ Sokol Svinov – TJ Tatran Bohunice 15:16 (poločas 10:7)?')).toBeTruthy();
    expect(confirm.getByText('Opravou výsledku se znovu vyhodnotí sázky a přepočítá tabulka.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Ano, uložit' }));
    expect(saved()).toEqual([{ id: match.id, result: { home_score: 15, away_score: 16, home_score_halftime: 10, away_score_halftime: 7 } }]);
  });
});
