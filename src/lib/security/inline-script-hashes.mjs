// Web Crypto, not node:crypto: Next also bundles the cache handler for the edge runtime.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;
const NON_JAVASCRIPT_TYPE = /\stype\s*=\s*["']?(?!text\/javascript|module)[^"'\s>]+/i;

/**
 * The CSP hashes of the inline scripts of a page's HTML, in order of appearance: Next's flight
 * data and React's streaming scripts. External scripts load under 'self'; data blocks (JSON-LD)
 * are not executed, so they need none. Post HTML is sanitized on the server before it reaches a
 * page, so every inline script here is one the app rendered.
 *
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export async function inlineScriptHashes(html) {
  const bodies = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!SOURCE_ATTRIBUTE.test(attributes) && !NON_JAVASCRIPT_TYPE.test(attributes)) bodies.push(body);
  }
  const hashes = await Promise.all(bodies.map(sha256));
  return [...new Set(hashes)];
}

/** @param {string} text */
async function sha256(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}
