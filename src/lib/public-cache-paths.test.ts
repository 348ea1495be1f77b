import { describe, expect, it } from 'vitest';
import { cachedPathOf } from './public-cache-paths';
import { SLUG_PATTERN } from './slug';

const at = (address: string) => cachedPathOf(new URL(address, 'http://club.test'));

describe('the cached path of a public address with a query', () => {
  it.each([
    ['/matches?category=men', '/matches/category/men'],
    ['/matches?category=older-boys&utm_source=x', '/matches/category/older-boys'],
    ['/matches?category=a%2Fb', '/matches/category/a%2Fb'],
    ['/blog?page=2', '/blog/page_/2'],
    ['/blog?page=12', '/blog/page_/12'],
    ['/blog?q=v%C3%BDhra', '/blog/search_?q=v%C3%BDhra'],
    ['/blog?q=derby&page=2', '/blog/search_?q=derby&page=2'],
  ])('%s → %s', (address, path) => {
    expect(at(address)).toBe(path);
  });

  it.each(['/matches', '/matches?category=', '/matches?category=men&category=women', '/blog', '/blog?page=1', '/blog?page=0', '/blog?page=abc', '/blog?q=', '/', '/matches/men?category=men'])(
    '%s is served as it is',
    (address) => {
      expect(at(address)).toBeNull();
    },
  );

  it("the blog's internal segments can never be a post's slug", () => {
    expect('page_').not.toMatch(SLUG_PATTERN);
    expect('search_').not.toMatch(SLUG_PATTERN);
  });
});
