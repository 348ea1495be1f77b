/** How the site names itself in titles, share cards and structured data. */
export const SITE_NAME = 'TJ Sokol Svinov';
export const SITE_TITLE = `${SITE_NAME} – národní házená`;
export const SITE_DESCRIPTION = 'Oddíl národní házené ve Svinově: zápasy, tabulky, novinky a fotogalerie.';

/** The feed every page announces, and the page's canonical address where it has one. */
export function siteAlternates(canonicalPath?: string) {
  return { ...(canonicalPath ? { canonical: canonicalPath } : {}), types: { 'application/rss+xml': '/rss.xml' } };
}
