import type { Rewrite, RouteHas } from 'next/dist/lib/load-custom-routes';

/**
 * Public pages whose visible address has a query (`/matches?category=…`, `/blog?page=…`)
 * are served from paths without one: a page reading `searchParams` is rendered per request, a path
 * segment can live in the full-route cache. next.config's rewrites (below) map the address, so
 * visitors and links keep the query form. They are Next's own routing rules rather than middleware:
 * the middleware's sandbox cost about a millisecond of server time per visit (`npm run bench`).
 *
 * Every form of such an address is rewritten, the bare one too (`/matches` → `/matches/all_`): the
 * client router takes a page found at a pathname without a rewrite for the page of that pathname
 * under any query, and a static one for the same page under all of them. Were `/matches` served as
 * it is, a click on a category would show the cached list of every category under the category's
 * address. The one form left as it is, a blog search, is served by a page that reads its query.
 * The `_` in the segments keeps them apart from any post or match (slugs are a-z, 0-9 and hyphens).
 * A query name given twice counts with its last value, as everywhere in Next's routing.
 */
export const BLOG_PAGE_SEGMENT = 'page_';
export const MATCHES_ALL_SEGMENT = 'all_';

/** A search text with something in it: `?q=` and `?q=%20` list the posts as the bare /blog does. */
const BLOG_SEARCH: RouteHas = { type: 'query', key: 'q', value: '.*\\S.*' };

/** next.config's `beforeFiles` rewrites, tried in order; the first that matches serves the address. */
export const publicListRewrites: Rewrite[] = [
  // A category's slug, or its id as older links have it; an unknown one is the category page's 404.
  {
    source: '/matches',
    has: [{ type: 'query', key: 'category', value: '(?<category>[^/]+)' }],
    destination: '/matches/category/:category',
  },
  { source: '/matches', destination: `/matches/${MATCHES_ALL_SEGMENT}` },
  {
    source: '/blog',
    has: [{ type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' }],
    missing: [BLOG_SEARCH],
    destination: `/blog/${BLOG_PAGE_SEGMENT}/:page`,
  },
  { source: '/blog', missing: [BLOG_SEARCH], destination: `/blog/${BLOG_PAGE_SEGMENT}/1` },
];

/** A blog search (any text): rendered per request by the /blog page itself, under a nonce policy (middleware.ts). */
export function isBlogSearch({ pathname, searchParams }: URL): boolean {
  return pathname === '/blog' && Boolean(searchParams.get('q')?.trim());
}
