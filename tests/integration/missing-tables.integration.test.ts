import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedPosts } from '@/features/blog/api';
import { postsLoadErrorMessage } from '@/features/blog/load-error';
import { getPublicCategories } from '@/features/categories/api';
import { getMatchSheets } from '@/features/lineups/api';
import { lineupLoadErrorMessage } from '@/features/lineups/load-error';
import { listLoanSummaries, listLoans } from '@/features/loans/api';
import { NO_LOAN_FILTERS } from '@/features/loans/filters';
import { videosLoadErrorMessage } from '@/features/videos/load-error';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Missing tables yield empty lists. A club whose database lacks a table (a migration
 * not run yet) shows visitors an empty list, and the admin the blog's 'not set up' message.
 */
let stack: TestStack;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  await stack.db.query('drop table public.blog_posts cascade');
  await stack.db.query('drop table public.categories cascade');
  await stack.db.query('drop table public.player_loans cascade');
  await stack.db.query('drop table public.lineups cascade');
  await stack.db.query('drop table public.videos cascade');
  admin = stack.client(stack.anonKey, (await seedUser(stack, { role: 'admin' })).accessToken) as TypedSupabaseClient;
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

  it('gives the admin no loans and no loan stats instead of an error', async () => {
    await expect(listLoans(admin, NO_LOAN_FILTERS)).resolves.toEqual([]);
    await expect(listLoanSummaries(admin)).resolves.toEqual([]);
  });

  it("tells the coach the lineups table is not created yet ('Tabulka sestav ještě nebyla vytvořena')", async () => {
    const error = await getMatchSheets(admin, crypto.randomUUID()).catch((failure: unknown) => failure);
    expect(lineupLoadErrorMessage(error)).toBe('Tabulka sestav ještě nebyla vytvořena');
  });

  it("tells the admin the videos table is missing ('Tabulka videí neexistuje…')", async () => {
    const { error } = await admin.from('videos').select('id');
    expect(videosLoadErrorMessage(error)).toMatch(/^Tabulka videí neexistuje/);
  });
});
