import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys } from '@/features/matches/keys';
import { seasonKeys } from '@/features/seasons/keys';
import { clubKeys, clubSaveInvalidates } from './keys';

const refreshedByClubSave = (key: QueryKey) => clubSaveInvalidates.some((prefix) => partialMatchKey(key, prefix));

describe('club query keys', () => {
  it('a club save reaches the club list', () => {
    expect(partialMatchKey(clubKeys.list(), clubKeys.all)).toBe(true);
    expect(refreshedByClubSave(clubKeys.list())).toBe(true);
  });

  it('a club save refreshes the match lists and the team lists (club names and logos appear there)', () => {
    expect(refreshedByClubSave(matchKeys.list({ seasonId: 's', categoryId: null, status: null, matchweek: null }))).toBe(true);
    expect(refreshedByClubSave(matchKeys.teams('c', 's'))).toBe(true);
  });

  it('a club save leaves unrelated lists alone', () => {
    expect(refreshedByClubSave(seasonKeys.list())).toBe(false);
  });
});
