import { classifyError } from '@/lib/errors';
import { isMissingTable } from '@/lib/load-errors';
import { blogMessages } from './messages';

/**
 * Spec §8 Blog: a missing posts table means the blog is not set up yet; a database answer is a
 * failed load; anything else (the network, a bug) is an unexpected one.
 */
export function postsLoadErrorMessage(error: unknown): string {
  if (isMissingTable(error)) return blogMessages.notSetUp;
  return classifyError(error).kind === 'database' ? blogMessages.loadError : blogMessages.unexpectedLoadError;
}
