import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedPosts } from '@/features/blog/api';
import { createPost, deletePost, listAdminPosts, updatePost, uploadPostImage } from '@/features/blog/admin/api';
import type { TPostInput } from '@/features/blog/admin/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** The admin post screen's data access as each role calls it, against the seeded club. */
let stack: TestStack;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let member: TypedSupabaseClient;
let menId: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  admin = await signedIn(stack, DEMO_USERS.admin);
  const seeded = await seedUser(stack);
  member = stack.client(undefined, seeded.accessToken) as TypedSupabaseClient;
  const { rows } = await stack.db.query<{ id: string }>("select id from public.categories where slug = 'men'");
  menId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await stack.stop();
});

let counter = 0;
function post(overrides: Partial<TPostInput> = {}): TPostInput {
  counter += 1;
  return {
    title: `Výhra žen ${counter}`,
    slug: `vyhra-zen-${counter}-${Date.now()}`,
    content: '<p>Ženy porazily Ostravu.</p>',
    excerpt: null,
    tags: ['ženy'],
    category_id: menId,
    match_id: null,
    image_url: null,
    status: 'draft',
    ...overrides,
  };
}

async function rowsWithSlug(slug: string) {
  const { rows } = await stack.db.query<{ title: string; status: string }>(
    'select title, status from public.blog_posts where slug = $1',
    [slug],
  );
  return rows;
}

describe('admin writes posts', () => {
  it('a new draft is listed first for the admin, and neither anon nor a member can read it', async () => {
    const draft = await createPost(admin, randomUUID(), post());
    expect(draft).toMatchObject({ status: 'draft', published_at: null, author_id: DEMO_USERS.admin.id, tags: ['ženy'] });
    expect((await listAdminPosts(admin))[0]).toMatchObject({ id: draft.id, category: { name: 'Muži' } });
    for (const visitor of [anon, member]) {
      expect((await listAdminPosts(visitor)).map((row) => row.id)).not.toContain(draft.id);
      expect((await getPublishedPosts(visitor)).map((row) => row.id)).not.toContain(draft.id);
    }
  });

  it('publishing sets published_at and anon then reads the post', async () => {
    const draft = await createPost(admin, randomUUID(), post());
    const before = Date.now();
    const published = await updatePost(admin, draft.id, {
      ...post({ slug: draft.slug, title: draft.title }),
      status: 'published',
    });
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect(new Date(published.published_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const visible = (await getPublishedPosts(anon)).find((row) => row.id === draft.id);
    expect(visible).toMatchObject({ title: draft.title, slug: draft.slug, published_at: published.published_at });
  });

  it('a slug already taken is refused with the Czech message and the first post stays as it was', async () => {
    const first = await createPost(admin, randomUUID(), post());
    await expect(createPost(admin, randomUUID(), post({ slug: first.slug, title: 'Jiný článek' }))).rejects.toMatchObject({
      name: 'PostSlugTakenError',
      code: '23505',
      message: 'Článek s touto adresou (slug) již existuje. Zvolte jinou.',
    });
    const other = await createPost(admin, randomUUID(), post());
    await expect(updatePost(admin, other.id, post({ slug: first.slug }))).rejects.toMatchObject({
      code: '23505',
      message: 'Článek s touto adresou (slug) již existuje. Zvolte jinou.',
    });
    expect(await rowsWithSlug(first.slug)).toEqual([{ title: first.title, status: 'draft' }]);
  });

  it('a slug against the database pattern is refused by its check', async () => {
    await expect(createPost(admin, randomUUID(), post({ slug: 'Výhra žen' }))).rejects.toMatchObject({ code: '23514' });
  });

  it('a member can neither create, change nor delete a post, and nothing changes', async () => {
    const kept = await createPost(admin, randomUUID(), post({ status: 'published' }));
    const attempt = post();
    await expect(createPost(member, randomUUID(), attempt)).rejects.toMatchObject({ code: '42501' });
    expect(await rowsWithSlug(attempt.slug)).toEqual([]);
    // RLS hides the row from the member's update, so no row comes back to return.
    await expect(updatePost(member, kept.id, post({ slug: kept.slug, title: 'Přepsáno' }))).rejects.toMatchObject({
      code: 'PGRST116',
    });
    await deletePost(member, kept.id);
    expect(await rowsWithSlug(kept.slug)).toEqual([{ title: kept.title, status: 'published' }]);
  });

  it('an admin deletes a post', async () => {
    const doomed = await createPost(admin, randomUUID(), post());
    await deletePost(admin, doomed.id);
    expect(await rowsWithSlug(doomed.slug)).toEqual([]);
  });
});

describe('post images (blog-images, unique name, public URL)', () => {
  const png = () =>
    new File([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')], 'Fotka.PNG', {
      type: 'image/png',
    });

  const storedImages = async () =>
    (await stack.db.query<{ name: string }>("select name from storage.objects where bucket_id = 'blog-images'")).rows.map(({ name }) => name);
  const objectOf = (url: string) => url.split('/blog-images/')[1];

  it('replacing a post image removes the old file, deleting the post removes its image', async () => {
    const [first, second] = [await uploadPostImage(admin, png()), await uploadPostImage(admin, png())];
    const created = await createPost(admin, randomUUID(), post({ image_url: first }));
    await updatePost(admin, created.id, post({ slug: created.slug, image_url: second }));
    expect(await storedImages()).not.toContain(objectOf(first));
    expect(await storedImages()).toContain(objectOf(second));
    await deletePost(admin, created.id);
    expect(await storedImages()).not.toContain(objectOf(second));
  });

  it('a member\'s refused delete leaves the post\'s image in place', async () => {
    const image = await uploadPostImage(admin, png());
    const kept = await createPost(admin, randomUUID(), post({ status: 'published', image_url: image }));
    await deletePost(member, kept.id);
    expect(await storedImages()).toContain(objectOf(image));
  });

  it('an admin upload gets a unique public URL anyone can fetch', async () => {
    const first = await uploadPostImage(admin, png());
    const second = await uploadPostImage(admin, png());
    expect(first).toMatch(/\/storage\/v1\/object\/public\/blog-images\/posts\/\d+-[a-z0-9]+\.png$/);
    expect(second).not.toBe(first);
    const response = await fetch(first);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');
  });

  it('a member cannot upload', async () => {
    await expect(uploadPostImage(member, png())).rejects.toBeTruthy();
    const { rows } = await stack.db.query<{ count: string }>(
      "select count(*) from storage.objects where bucket_id = 'blog-images' and owner is distinct from $1",
      [DEMO_USERS.admin.id],
    );
    expect(rows[0]?.count).toBe('0');
  });
});
