import { matchKeys } from '@/features/matches/keys';

/** Query keys of clubs: every save invalidates `all`, which reaches the list. */
export const clubKeys = {
  all: ['clubs'] as const,
  list: () => [...clubKeys.all, 'list'] as const,
};

/** Club names and logos appear on every match card and team list: a club save refreshes those too. */
export const clubSaveInvalidates = [clubKeys.all, matchKeys.all];
