import { isMissingTable } from '@/lib/load-errors';
import { blogMessages } from './messages';

/** Spec §8 Blog: a missing posts table means the blog is not set up yet; anything else failed. */
export function postsLoadErrorMessage(error: unknown): string {
  return isMissingTable(error) ? blogMessages.notSetUp : blogMessages.loadError;
}
