import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys } from '@/features/matches/keys';
import { statisticsKeys } from './keys';

describe('statistics query keys', () => {
  it.each([
    ['category season', statisticsKeys.categorySeason('men', '2026')],
    ['team form', statisticsKeys.teamForm('svinov-a')],
    ['previous meetings', statisticsKeys.previousMeetings('match')],
    ['opponent scorers', statisticsKeys.opponentScorers('match')],
  ])('a match save (matchKeys.all) refreshes the %s', (_name, key) => {
    expect(partialMatchKey(key, matchKeys.all)).toBe(true);
  });

  it("are not the coach's own-club match list", () => {
    expect(partialMatchKey(statisticsKeys.categorySeason('men', '2026'), matchKeys.ownClub(['men']))).toBe(false);
  });

  it('one category and season does not refresh another', () => {
    expect(partialMatchKey(statisticsKeys.categorySeason('men', '2026'), statisticsKeys.categorySeason('women', '2026'))).toBe(false);
  });
});
