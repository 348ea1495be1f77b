import { describe, expect, it } from 'vitest';
import { isBettingOpen } from './betting-window';

describe('betting closes at kickoff', () => {
  const match = { date: '2027-03-27', time: '15:00:00', status: 'upcoming' };

  it.each([
    ['a minute before kickoff', '2027-03-27T13:59:00Z', true],
    ['at kickoff', '2027-03-27T14:00:00Z', false],
    ['after kickoff', '2027-03-27T16:00:00Z', false],
  ])('%s: open %s', (_case, now, open) => {
    expect(isBettingOpen(match, new Date(now))).toBe(open);
  });

  it('a completed match is closed whatever its date', () => {
    expect(isBettingOpen({ ...match, status: 'completed' }, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
