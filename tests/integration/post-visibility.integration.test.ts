import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedPosts } from '@/features/blog/api';
import { buildRssFeed } from '@/features/blog/rss';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Only published posts are public. A draft and an archived post must not reach a
 * visitor through any path the app or a curious client has: the table itself, a slug lookup,
 * an embed from a category or a match, the app's own read, the RSS feed.
 */
let stack: TestStack;
let anon: TypedSupabaseClient;
let member: TypedSupabaseClient;
let admin: TypedSupabaseClient;
const slugs = { draft: 'koncept-pred-zapasem', archived: 'stara-zprava', published: 'verejna-zprava' };
let categoryId: string;
let matchId: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  member = await signedIn(stack, await seedUser(stack));
  admin = await signedIn(stack, await seedUser(stack, { role: 'admin' }));
  const { rows } = await stack.db.query<{ category_id: string; match_id: string }>('select category_id, id as match_id from public.matches limit 1');
  const match = rows[0];
  if (!match) throw new Error('the app profile seeds matches');
  ({ category_id: categoryId, match_id: matchId } = match);
  const { error } = await admin.from('blog_posts').insert(
    (['draft', 'archived', 'published'] as const).map((status) => ({
      title: `Článek ${status}`,
      slug: slugs[status],
      content: `<p>Obsah ${status}</p>`,
      status,
      category_id: categoryId,
      match_id: matchId,
    })),
  );
  if (error) throw error;
});
afterAll(async () => {
  await stack.stop();
});

describe('a draft or archived post never reaches a visitor', () => {
  it('the table lists only the published post, for anon and for a signed-in member', async () => {
    for (const client of [anon, member]) {
      const { data, error } = await client.from('blog_posts').select('slug').in('slug', Object.values(slugs));
      expect(error).toBeNull();
      expect(data).toEqual([{ slug: slugs.published }]);
    }
  });

  it('a lookup by slug or by status finds nothing', async () => {
    const bySlug = await anon.from('blog_posts').select('id').eq('slug', slugs.draft).maybeSingle();
    expect(bySlug).toMatchObject({ data: null, error: null });
    const byStatus = await anon.from('blog_posts').select('id').in('status', ['draft', 'archived']);
    expect(byStatus.data).toEqual([]);
  });

  it('embeds from the category and the match carry only the published post', async () => {
    const category = await anon.from('categories').select('id, blog_posts(slug)').eq('id', categoryId).single();
    expect(category.error).toBeNull();
    expect(category.data?.blog_posts.map((post) => post.slug).filter((slug) => Object.values(slugs).includes(slug))).toEqual([slugs.published]);
    const match = await anon.from('matches').select('id, blog_posts(slug)').eq('id', matchId).single();
    expect(match.error).toBeNull();
    expect(match.data?.blog_posts.map((post) => post.slug)).toEqual([slugs.published]);
  });

  it("the app's read and the RSS feed built from it leave the draft and the archived post out", async () => {
    const posts = await getPublishedPosts(anon);
    const ours = posts.map((post) => post.slug).filter((slug) => Object.values(slugs).includes(slug));
    expect(ours).toEqual([slugs.published]);
    const feed = buildRssFeed({ title: 'Klub', siteUrl: 'https://klub.example', posts });
    expect(feed).toContain(`/blog/${slugs.published}`);
    expect(feed).not.toContain(slugs.draft);
    expect(feed).not.toContain(slugs.archived);
  });

  it('an admin sees all three (the admin list reads the same table)', async () => {
    const { data } = await admin.from('blog_posts').select('slug').in('slug', Object.values(slugs)).order('slug');
    expect(data?.map((post) => post.slug)).toEqual([slugs.archived, slugs.published, slugs.draft].sort());
  });
});
