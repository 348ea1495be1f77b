import { classifyError } from '@/lib/errors';
import { isMissingTable } from '@/lib/load-errors';
import { commonMessages } from '@/lib/messages';
import { blogMessages } from './messages';

/**
 * Blog: a missing posts table means the blog is not set up yet; a database answer is a
 * failed load; anything else (the network, a bug) is an unexpected one.
 */
export function postsLoadErrorMessage(error: unknown): string {
  if (isMissingTable(error)) return blogMessages.notSetUp;
  return classifyError(error).kind === 'database' ? blogMessages.loadError : blogMessages.unexpectedLoadError;
}

/**
 * Blog: a post's failed load. After the colon comes the classified Czech reason, with the
 * error code when that reason is only 'Neznámá chyba': never the database's own text, which may
 * quote SQL to an anonymous visitor. A failure that is not a database answer is an unexpected one.
 */
export function postLoadErrorMessage(error: unknown): string {
  const { kind, message, code } = classifyError(error);
  if (kind !== 'database') return blogMessages.unexpectedPostError;
  return `${blogMessages.postLoadError}${code && message === commonMessages.unknownError ? `${message} (${code})` : message}`;
}
