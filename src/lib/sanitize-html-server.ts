import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { hasMarkup, sanitizePostHtml } from './sanitize-html';

// One DOM for the process: DOMPurify only parses into it, it never keeps state between calls.
const purify = createDOMPurify(new JSDOM('').window);

/**
 * Post HTML sanitised on the server with the editor preview's allow-list, so the
 * article is in the page's HTML and visitors download no sanitiser. Null for content without
 * markup, which is shown as plain text.
 */
export function sanitizePostHtmlOnServer(content: string): string | null {
  return hasMarkup(content) ? sanitizePostHtml(purify, content) : null;
}
