import { isMissingTable } from '@/lib/load-errors';
import { lineupFormTexts } from './messages';

/**
 * Lineups: a failed load of a match's sheets. A missing lineups table (a club that has not
 * run the migration yet) is said as such; any other failure is the general load error.
 */
export function lineupLoadErrorMessage(error: unknown): string {
  return isMissingTable(error) ? lineupFormTexts.tableMissing : lineupFormTexts.loadError;
}

/**
 * Lineups: what a failed save says. Saving into tables the club's database does not have yet is
 * for the administrator to fix, and said so; any other failure is the general save error.
 */
export function lineupSaveFailure(error: unknown): string {
  return isMissingTable(error) ? lineupFormTexts.tablesNotSetUp : lineupFormTexts.saveError;
}
