import { describe, expect, it } from 'vitest';
import { kickoff, pragueClock, pragueToday } from './kickoff';

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

describe('kickoff', () => {
  const match = { date: '2027-03-27', time: '15:00:00' };

  it('the kickoff reads the stored local date and time', () => {
    expect(kickoff(match)).toBe('2027-03-27T15:00');
    expect(kickoff({ date: '2027-03-27', time: null })).toBe('2027-03-27T00:00');
  });
});
