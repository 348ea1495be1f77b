import { describe, expect, it } from 'vitest';
import { isBlogSearch } from './public-cache-paths';
import { SLUG_PATTERN } from './slug';

// Which address is served from which cached path is Next's routing, checked against the server
// in e2e/public-cache.spec.ts.
describe('the public lists served from the cache', () => {
  it.each([
    ['/blog?q=v%C3%BDhra', true],
    ['/blog?q=derby&page=2', true],
    ['/blog?q=%20%20', false],
    ['/blog', false],
    ['/blog/some-post?q=derby', false],
    ['/matches?q=derby', false],
  ])('%s is a blog search, rendered per request under a nonce policy: %s', (address, isSearch) => {
    expect(isBlogSearch(new URL(address, 'http://club.test'))).toBe(isSearch);
  });

  it("the internal segments can never be a post's or a category's slug", () => {
    expect('page_').not.toMatch(SLUG_PATTERN);
    expect('all_').not.toMatch(SLUG_PATTERN);
  });
});
