import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys } from '@/features/matches/keys';
import { clubCategoryKeys, clubCategorySaveInvalidates } from './keys';

const refreshedBySave = (key: QueryKey) => clubCategorySaveInvalidates.some((prefix) => partialMatchKey(key, prefix));

describe('club-category query keys', () => {
  it("a save reaches every category's and season's assignment list", () => {
    expect(refreshedBySave(clubCategoryKeys.list('men', '2025'))).toBe(true);
    expect(refreshedBySave(clubCategoryKeys.list('women', '2024'))).toBe(true);
  });

  it('a save refreshes the teams of the match forms and the import reference check', () => {
    expect(refreshedBySave(matchKeys.teams('men', '2025'))).toBe(true);
    expect(refreshedBySave(matchKeys.importReference('2025'))).toBe(true);
  });

  it('a save leaves the match lists alone (a team change does not move a match)', () => {
    expect(refreshedBySave(matchKeys.list({ seasonId: '2025', categoryId: null, status: null, matchweek: null }))).toBe(false);
  });
});
