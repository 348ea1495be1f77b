import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { standingKeys } from '@/features/standings/keys';
import { matchKeys } from './keys';

const filter = { seasonId: 's', categoryId: null, status: null, matchweek: null };

describe('match query keys', () => {
  it('a match save invalidates all, which reaches the lists, teams, import checks, extras and the coach list', () => {
    for (const key of [matchKeys.list(filter), matchKeys.teams('c', 's'), matchKeys.importReference('s'), matchKeys.extras('m', 'c'), matchKeys.ownClub(['c'])]) {
      expect(partialMatchKey(key, matchKeys.all)).toBe(true);
    }
  });

  it('a club-category change reaches the team lists and import checks but not the match lists', () => {
    expect(partialMatchKey(matchKeys.teams('c', 's'), matchKeys.teamLists())).toBe(true);
    expect(partialMatchKey(matchKeys.importReference('s'), matchKeys.importReferences())).toBe(true);
    expect(partialMatchKey(matchKeys.list(filter), matchKeys.teamLists())).toBe(false);
  });

  it("linking a video refreshes that match's extras only", () => {
    expect(partialMatchKey(matchKeys.extras('m1', 'c'), matchKeys.extrasOf('m1'))).toBe(true);
    expect(partialMatchKey(matchKeys.extras('m2', 'c'), matchKeys.extrasOf('m1'))).toBe(false);
  });

  it('standings live apart: a standings recalculation does not refetch match lists', () => {
    expect(partialMatchKey(matchKeys.list(filter), standingKeys.all)).toBe(false);
  });
});
