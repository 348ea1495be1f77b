import { postExcerpt } from '../search';

/** What the public pages show when the excerpt is left empty (150 characters of the text). */
export function defaultExcerpt(content: string): string {
  return postExcerpt({ excerpt: null, content });
}
