/**
 * Public pages whose visible address has a query (spec §2: `/matches?category=…`, `/blog?page=…`,
 * `/blog?q=…`) are served from paths without one: a page reading `searchParams` is rendered per
 * request, a path segment can live in the full-route cache. middleware.ts rewrites the address, so
 * visitors and links keep the spec's form. The `_` in the blog's segments keeps them apart from any
 * post (slugs are a-z, 0-9 and hyphens).
 */
export const BLOG_PAGE_SEGMENT = 'page_';
export const BLOG_SEARCH_SEGMENT = 'search_';

function single(params: URLSearchParams, name: string): string | null {
  const [value, ...others] = params.getAll(name);
  return value && others.length === 0 ? value : null;
}

/** The path that serves this address from the cache, or null when it is served as it is. */
export function cachedPathOf(url: URL): string | null {
  const { pathname, searchParams } = url;
  if (pathname === '/matches') {
    const category = single(searchParams, 'category');
    return category ? `/matches/category/${encodeURIComponent(category)}` : null;
  }
  if (pathname === '/blog') {
    // A search is rendered per request (its results are filtered from the cached list of posts).
    if (single(searchParams, 'q')) return `/blog/${BLOG_SEARCH_SEGMENT}?${searchParams.toString()}`;
    const page = single(searchParams, 'page');
    return page && /^[1-9][0-9]{0,3}$/.test(page) && page !== '1' ? `/blog/${BLOG_PAGE_SEGMENT}/${page}` : null;
  }
  return null;
}
