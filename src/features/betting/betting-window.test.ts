import { describe, expect, it } from 'vitest';
import { isBettingOpen, kickoff, pragueClock, pragueToday } from './betting-window';

describe('Prague clock', () => {
  it.each([
    ['2027-03-27T13:59:00Z', '2027-03-27T14:59'], // winter time, UTC+1
    ['2027-03-28T13:59:00Z', '2027-03-28T15:59'], // summer time from 28 March, UTC+2
    ['2026-12-31T23:30:00Z', '2027-01-01T00:30'], // already the new year in Prague
  ])('%s is %s in Prague', (utc, local) => {
    expect(pragueClock(new Date(utc))).toBe(local);
  });

  it('today is the Prague calendar day', () => {
    expect(pragueToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('betting closes at kickoff', () => {
  const match = { date: '2027-03-27', time: '15:00:00', status: 'upcoming' };

  it('the kickoff reads the stored local date and time', () => {
    expect(kickoff(match)).toBe('2027-03-27T15:00');
    expect(kickoff({ date: '2027-03-27', time: null })).toBe('2027-03-27T00:00');
  });

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
