import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedPosts } from '@/features/blog/api';
import { postsLoadErrorMessage } from '@/features/blog/load-error';
import { getPublicCategories } from '@/features/categories/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Missing tables yield empty lists. A club whose database lacks a table (a migration
 * not run yet) shows visitors an empty list, and the admin the blog's 'not set up' message.
 */
let stack: TestStack;
let anon: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  await stack.db.query('drop table public.blog_posts cascade');
  await stack.db.query('drop table public.categories cascade');
});

afterAll(async () => {
  await stack?.stop();
});

describe('a missing table', () => {
  it('gives the public blog no posts instead of an error', async () => {
    await expect(getPublishedPosts(anon)).resolves.toEqual([]);
  });

  it('gives the public menu no categories instead of an error', async () => {
    await expect(getPublicCategories(anon)).resolves.toEqual([]);
  });

  it("tells the admin the blog is not set up yet ('Blog systém není ještě nastaven')", async () => {
    const { error } = await anon.from('blog_posts').select('id');
    expect(postsLoadErrorMessage(error)).toBe('Blog systém není ještě nastaven');
  });
});
