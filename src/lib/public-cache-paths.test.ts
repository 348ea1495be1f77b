import { describe, expect, it } from 'vitest';
import { cachedPathOf, isBlogSearch } from './public-cache-paths';
import { SLUG_PATTERN } from './slug';

const at = (address: string) => cachedPathOf(new URL(address, 'http://club.test'));

describe('the cached path of a public address with a query', () => {
  it.each([
    ['/matches?category=men', '/matches/category/men'],
    ['/matches?category=older-boys&utm_source=x', '/matches/category/older-boys'],
    ['/matches?category=a%2Fb', '/matches/category/a%2Fb'],
    ['/matches', '/matches/all_'],
    ['/matches?category=', '/matches/all_'],
    ['/matches?category=men&category=women', '/matches/all_'],
    ['/matches?utm_source=x', '/matches/all_'],
    ['/blog', '/blog/page_/1'],
    ['/blog?page=1', '/blog/page_/1'],
    ['/blog?page=2', '/blog/page_/2'],
    ['/blog?page=12', '/blog/page_/12'],
    ['/blog?page=0', '/blog/page_/1'],
    ['/blog?page=abc', '/blog/page_/1'],
    ['/blog?q=', '/blog/page_/1'],
    ['/blog?q=%20%20&page=3', '/blog/page_/3'],
  ])('%s → %s', (address, path) => {
    expect(at(address)).toBe(path);
  });

  it.each(['/blog?q=v%C3%BDhra', '/blog?q=derby&page=2', '/', '/matches/men?category=men', '/blog/some-post'])(
    '%s is served as it is',
    (address) => {
      expect(at(address)).toBeNull();
    },
  );

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
