// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BettingMatch } from '../api';
import { BettingMatchCard } from './betting-match-card';

afterEach(cleanup);

const team = (name: string) => ({ id: `team-${name}`, name, short_name: name, logo_url: null });

function bettingMatch(recordsResult: boolean): BettingMatch {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    date: '2041-04-12',
    time: '15:00:00',
    venue: 'Svinov',
    competition: 'league',
    status: 'upcoming',
    category_id: '22222222-2222-4222-8222-222222222222',
    category: { name: 'Muži' },
    home: team('TJ Sokol Svinov'),
    away: team('TJ Sokol Poruba'),
    odds: [{ bet_type: '1X2', selection: '1', odds: 1.85 }],
    recordsResult,
  };
}

const homeWin = () => screen.getByRole('button', { name: 'Výhra domácích, kurz 1,85' });

describe('a match whose result the bettor may record (place_bet refuses it)', () => {
  it('is shown closed to them, with the reason', () => {
    render(<BettingMatchCard match={bettingMatch(true)} isOpen isPicked={() => false} onPick={vi.fn()} />);
    expect(screen.getByText('Výsledek tohoto zápasu můžete zapsat, proto na něj nelze sázet.')).toBeTruthy();
    expect(homeWin().hasAttribute('disabled')).toBe(true);
  });

  it('is open to everyone else', () => {
    render(<BettingMatchCard match={bettingMatch(false)} isOpen isPicked={() => false} onPick={vi.fn()} />);
    expect(screen.queryByText('Výsledek tohoto zápasu můžete zapsat, proto na něj nelze sázet.')).toBeNull();
    expect(homeWin().hasAttribute('disabled')).toBe(false);
  });
});
