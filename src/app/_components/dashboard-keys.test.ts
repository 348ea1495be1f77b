import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lineupKeys } from '@/features/lineups/keys';
import { matchKeys } from '@/features/matches/keys';
import { memberKeys } from '@/features/members/keys';
import { trainingKeys } from '@/features/training/keys';

/** The dashboards show other features' rows under those features' keys, so their saves refresh them. */
describe('dashboard query keys', () => {
  it('a match save (matchKeys.all) refreshes the next own-club matches', () => {
    expect(partialMatchKey(matchKeys.upcomingOwnClub(['men']), matchKeys.all)).toBe(true);
  });

  it("the next matches are not the coach's own-club match list (another query, another shape)", () => {
    expect(partialMatchKey(matchKeys.upcomingOwnClub(['men']), matchKeys.ownClub(['men']))).toBe(false);
    expect(partialMatchKey(matchKeys.ownClub(['men']), matchKeys.upcomingOwnClub(['men']))).toBe(false);
  });

  it('the birthdays hang under the members prefix, apart from the matches', () => {
    expect(memberKeys.birthdays(['men'])[0]).toBe('members');
    expect(partialMatchKey(memberKeys.birthdays(['men']), memberKeys.all)).toBe(true);
    expect(partialMatchKey(memberKeys.birthdays(['men']), matchKeys.all)).toBe(false);
  });

  it('the next lineup to fill follows match saves; the training link hangs under the training prefix', () => {
    expect(partialMatchKey(lineupKeys.nextToFill(['men']), matchKeys.all)).toBe(true);
    expect(trainingKeys.todayOrNext(['men'], '2026-11-24')[0]).toBe('training');
    expect(partialMatchKey(trainingKeys.todayOrNext(['men'], '2026-11-24'), trainingKeys.all)).toBe(true);
    expect(partialMatchKey(trainingKeys.todayOrNext(['men'], '2026-11-24'), matchKeys.all)).toBe(false);
  });
});
