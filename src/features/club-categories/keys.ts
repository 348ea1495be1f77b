import { matchKeys } from '@/features/matches/keys';

/** Query keys of a category's clubs and teams per season: every save invalidates `all`. */
export const clubCategoryKeys = {
  all: ['club-categories'] as const,
  lists: () => [...clubCategoryKeys.all, 'list'] as const,
  list: (categoryId: string, seasonId: string) => [...clubCategoryKeys.lists(), categoryId, seasonId] as const,
};

/** Teams feed the match forms and the match import's reference check: a save refreshes those too. */
export const clubCategorySaveInvalidates = [clubCategoryKeys.all, matchKeys.teamLists(), matchKeys.importReferences()];
