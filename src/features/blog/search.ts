import { stripHtml } from '@/lib/sanitize-html';
import { foldSearchText } from '@/lib/text-search';
import type { PublishedPost } from './api';

/** A post's searchable snippet is 500 characters, cut at the last space if beyond 80 %. */
export const SNIPPET_LENGTH = 500;

export function searchableSnippet(content: string): string {
  const text = stripHtml(content);
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > SNIPPET_LENGTH * 0.8 ? cut.slice(0, lastSpace) : cut;
}

/**
 * Title or stripped content, ignoring case and diacritics as the member register does
 * ('nabor' finds Nábor); an empty query returns all.
 */
export function searchPosts(posts: PublishedPost[], query: string): PublishedPost[] {
  const needle = foldSearchText(query.trim());
  if (!needle) return posts;
  return posts.filter((post) => foldSearchText(`${post.title} ${stripHtml(post.content)}`).includes(needle));
}

/** The excerpt is 150 characters of the content by default. */
export const EXCERPT_LENGTH = 150;

export function postExcerpt(post: Pick<PublishedPost, 'excerpt' | 'content'>): string {
  if (post.excerpt?.trim()) return post.excerpt.trim();
  const text = stripHtml(post.content);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}
