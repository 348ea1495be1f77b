import { classifyError } from '@/lib/errors';
import { isMissingTable } from '@/lib/load-errors';
import { videoMessages } from './messages';

/**
 * Videos: 'Chyba při načítání videí: {message}', or the missing-table text when there is
 * no videos table (PostgREST's PGRST205, or Postgres's 42P01 from a function reaching for it).
 */
export function videosLoadErrorMessage(error: unknown): string {
  return isMissingTable(error) ? videoMessages.tableMissing : videoMessages.loadError(classifyError(error).message);
}
