import type { Config, DOMPurify } from 'dompurify';

/** The only markup a blog post may carry. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'];
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'class'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  // Only web and mail links and images; javascript:, data: and the like are dropped.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};

/** Sanitises post HTML with a DOMPurify instance (the browser's, or jsdom's in tests). */
export function sanitizePostHtml(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Content without any markup is shown as plain text. */
export function hasMarkup(content: string): boolean {
  return /<[a-z][\s\S]*>/i.test(content);
}

/** The text of a post without tags, for search and excerpts. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
