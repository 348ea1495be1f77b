import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedPosts, type PublishedPost } from '@/features/blog/api';
import { searchPosts } from '@/features/blog/search';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { startTestStack, type TestStack } from '../support/stack';

/** /blog?q=… filters the published posts a visitor reads; the seed's recruitment post is titled 'Nábor nových hráčů a hráček'. */
let stack: TestStack;
let posts: PublishedPost[];

beforeAll(async () => {
  stack = await startTestStack('app');
  posts = await getPublishedPosts(stack.client() as TypedSupabaseClient);
});
afterAll(async () => {
  await stack.stop();
});

const slugsFound = (query: string) => searchPosts(posts, query).map((post) => post.slug);

describe('blog search without diacritics', () => {
  it("'nabor' finds what 'nábor' finds, the recruitment post among them", () => {
    const withDiacritics = slugsFound('nábor');
    expect(withDiacritics).toContain('nabor-novych-hracu-a-hracek');
    expect(slugsFound('nabor')).toEqual(withDiacritics);
    expect(slugsFound('NABOR NOVYCH HRACU')).toEqual(['nabor-novych-hracu-a-hracek']);
  });

  it('a query that matches nothing finds nothing', () => {
    expect(slugsFound('nábor-neexistuje')).toEqual([]);
  });
});
