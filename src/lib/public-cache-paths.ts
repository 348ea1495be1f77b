/**
 * Public pages whose visible address has a query (spec §2: `/matches?category=…`, `/blog?page=…`)
 * are served from paths without one: a page reading `searchParams` is rendered per request, a path
 * segment can live in the full-route cache. middleware.ts rewrites the address, so visitors and
 * links keep the spec's form.
 *
 * Every form of such an address is rewritten, the bare one too (`/matches` → `/matches/all_`): the
 * client router takes a page found at a pathname without a rewrite for the page of that pathname
 * under any query, and a static one for the same page under all of them. Were `/matches` served as
 * it is, a click on a category would show the cached list of every category under the category's
 * address. The one form left as it is, a blog search, is served by a page that reads its query.
 * The `_` in the segments keeps them apart from any post or match (slugs are a-z, 0-9 and hyphens).
 */
export const BLOG_PAGE_SEGMENT = 'page_';
export const MATCHES_ALL_SEGMENT = 'all_';

function single(params: URLSearchParams, name: string): string | null {
  const [value, ...others] = params.getAll(name);
  return value && others.length === 0 ? value : null;
}

/** A blog search (any text): rendered per request by the /blog page itself, under a nonce policy (middleware.ts). */
export function isBlogSearch({ pathname, searchParams }: URL): boolean {
  return pathname === '/blog' && Boolean(searchParams.get('q')?.trim());
}

/** The path that serves this address from the cache, or null when it is served as it is. */
export function cachedPathOf(url: URL): string | null {
  const { pathname, searchParams } = url;
  if (pathname === '/matches') {
    const category = single(searchParams, 'category');
    return category ? `/matches/category/${encodeURIComponent(category)}` : `/matches/${MATCHES_ALL_SEGMENT}`;
  }
  if (pathname === '/blog' && !isBlogSearch(url)) {
    const page = single(searchParams, 'page');
    return `/blog/${BLOG_PAGE_SEGMENT}/${page && /^[1-9][0-9]{0,3}$/.test(page) ? page : '1'}`;
  }
  return null;
}
