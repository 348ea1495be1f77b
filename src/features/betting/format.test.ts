import { describe, expect, it } from 'vitest';
import { formatCoins, formatOdds } from './format';

describe('Czech number formats of the game', () => {
  it.each([
    [1.85, '1,85'],
    [2, '2,00'],
    [12.5, '12,50'],
  ])('odds %d read %s', (odds, text) => {
    expect(formatOdds(odds)).toBe(text);
  });

  it.each([
    [1000, '1 000 ŽET'],
    [18.5, '18,5 ŽET'],
    [-20, '-20 ŽET'],
  ])('%d coins read %s', (amount, text) => {
    // cs-CZ groups thousands with a no-break space and may write minus as U+2212.
    expect(formatCoins(amount).replace(/\u00a0/g, ' ').replace('\u2212', '-')).toBe(text);
  });
});
