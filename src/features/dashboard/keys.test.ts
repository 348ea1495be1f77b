import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys } from '@/features/matches/keys';
import { dashboardKeys } from './keys';

describe('dashboard query keys', () => {
  it('a match save (matchKeys.all) refreshes the next own-club matches', () => {
    expect(partialMatchKey(dashboardKeys.upcomingMatches(['men']), matchKeys.all)).toBe(true);
  });

  it("the next matches are not the coach's own-club match list (another query, another shape)", () => {
    expect(partialMatchKey(dashboardKeys.upcomingMatches(['men']), matchKeys.ownClub(['men']))).toBe(false);
    expect(partialMatchKey(matchKeys.ownClub(['men']), dashboardKeys.upcomingMatches(['men']))).toBe(false);
  });

  it('the birthdays hang under the members prefix, apart from the matches', () => {
    expect(dashboardKeys.birthdays(['men'])[0]).toBe('members');
    expect(partialMatchKey(dashboardKeys.birthdays(['men']), matchKeys.all)).toBe(false);
  });

  it('the next lineup to fill follows match saves; the training link hangs under the training prefix', () => {
    expect(partialMatchKey(dashboardKeys.nextLineupToFill(['men']), matchKeys.all)).toBe(true);
    expect(dashboardKeys.todayOrNextTraining(['men'], '2026-11-24')[0]).toBe('training');
    expect(partialMatchKey(dashboardKeys.todayOrNextTraining(['men'], '2026-11-24'), matchKeys.all)).toBe(false);
  });
});
