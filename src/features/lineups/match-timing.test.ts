import { describe, expect, it } from 'vitest';
import { matchSummary } from '@/features/matches/match-summary-fixture';
import { groupLineupMatches, isMatchPlayed, nextMatchId } from './match-timing';

// 14:00 in Prague (CET, UTC+1) on the day of the fixture's 15:00 match.
const NOW = new Date('2026-11-28T13:00:00Z');
const at = (id: string, date: string, time: string | null, status: 'upcoming' | 'completed' = 'upcoming') =>
  matchSummary({ id, date, time, status });

describe('isMatchPlayed', () => {
  it('is false before the Prague kick-off and true from it on', () => {
    expect(isMatchPlayed(at('a', '2026-11-28', '15:00:00'), NOW)).toBe(false);
    expect(isMatchPlayed(at('a', '2026-11-28', '14:00:00'), NOW)).toBe(true);
  });

  it('is true for a completed match, even one dated later', () => {
    expect(isMatchPlayed(at('a', '2026-12-05', '15:00:00', 'completed'), NOW)).toBe(true);
  });

  it('takes a match without a time as kicking off at the start of its day', () => {
    expect(isMatchPlayed(at('a', '2026-11-28', null), NOW)).toBe(true);
    expect(isMatchPlayed(at('a', '2026-11-29', null), NOW)).toBe(false);
  });
});

describe('the match picker', () => {
  // Fifteen played autumn matches and three to come, in the order the API lists them.
  const played = Array.from({ length: 15 }, (_, index) =>
    at(`p${index + 1}`, `2026-09-${String(index + 1).padStart(2, '0')}`, '15:00:00', 'completed'),
  );
  const matches = [...played, at('today-late', '2026-11-28', '15:00:00'), at('spring', '2027-03-27', '15:00:00'), at('dec', '2026-12-05', '15:00:00')];

  it('opens on the next match to come, not the first of the season', () => {
    expect(nextMatchId(matches, NOW)).toBe('today-late');
  });

  it('lists the coming matches first, soonest on top, then the played ones, latest first', () => {
    const groups = groupLineupMatches(matches, NOW);
    expect(groups.upcoming.map((match) => match.id)).toEqual(['today-late', 'dec', 'spring']);
    expect(groups.played.map((match) => match.id).slice(0, 3)).toEqual(['p15', 'p14', 'p13']);
    expect(groups.played).toHaveLength(15);
  });

  it('an upcoming match whose kick-off has passed (no result yet) is among the played ones', () => {
    const groups = groupLineupMatches([at('noon', '2026-11-28', '12:00:00'), at('late', '2026-11-28', '15:00:00')], NOW);
    expect(groups.played.map((match) => match.id)).toEqual(['noon']);
    expect(nextMatchId([at('noon', '2026-11-28', '12:00:00'), at('late', '2026-11-28', '15:00:00')], NOW)).toBe('late');
  });

  it('has no next match when the whole season is played', () => {
    expect(nextMatchId(played, NOW)).toBeNull();
  });
});
