// Plain JavaScript on purpose: the page cache handler (./page-cache-handler.mjs) is loaded by Node
// itself at run time, not bundled, and builds the same policy as the middleware (edge runtime, so
// nothing from node: here).
/** YouTube thumbnails of the video cards (src/features/videos/youtube-url.ts). */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

/**
 * The page's Content-Security-Policy. Scripts run only with the request's nonce (pages rendered
 * per request; 'strict-dynamic' lets Next's trusted scripts load its chunks) or, for pages served
 * from the full-route cache, when their text has one of the listed hashes. Styles allow inline
 * ones: HeroUI and framer-motion animate through style attributes, and a style cannot run code.
 *
 * @param {{ supabaseUrl: string, scripts: { nonce: string } | { hashes: readonly string[] }, isDev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ supabaseUrl, scripts, isDev = false }) {
  const supabase = new URL(supabaseUrl).origin;
  const scriptSources =
    'nonce' in scripts
      ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : ["'self'", ...scripts.hashes.map((hash) => `'${hash}'`)];
  // React's development build reconstructs server stacks with eval; production never does.
  if (isDev) scriptSources.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase} ${YOUTUBE_THUMBNAILS}`,
    "font-src 'self' data:",
    `connect-src 'self' ${supabase}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** A fresh, unguessable nonce for one response. */
export function createNonce() {
  return btoa(crypto.randomUUID());
}
