import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment, deleteComment, listComments, updateComment } from '@/features/comments/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let anon: TypedSupabaseClient;
const author = { name: 'Jana Dvořáková', email: 'admin@svinov.local' };

beforeAll(async () => {
  stack = await startTestStack('app');
  const adminUser = await seedUser(stack, { role: 'admin' });
  const coachUser = await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] });
  admin = stack.client(stack.anonKey, adminUser.accessToken) as TypedSupabaseClient;
  coach = stack.client(stack.anonKey, coachUser.accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

async function commentById(id: string) {
  return (await listComments(admin)).find((comment) => comment.id === id);
}

describe('comments on the admin dashboard', () => {
  it('the seeded comments are listed for the admin', async () => {
    const contents = (await listComments(admin)).map((comment) => comment.content);
    expect(contents).toEqual(expect.arrayContaining(['Rozpis tréninků na zimu je hotový, prosím o kontrolu.', 'Po úpravě sestav by se hodil export do PDF.']));
  });

  it('an admin adds (a retry keeps one row), edits and deletes a comment', async () => {
    const id = randomUUID();
    await createComment(admin, id, author, { content: 'Nový rozpis hal', type: 'general' });
    await createComment(admin, id, author, { content: 'Nový rozpis hal', type: 'general' });
    expect((await listComments(admin)).filter((comment) => comment.id === id)).toEqual([
      expect.objectContaining({ content: 'Nový rozpis hal', author: 'Jana Dvořáková', user_email: 'admin@svinov.local', type: 'general' }),
    ]);
    await updateComment(admin, id, { content: 'Nový rozpis hal od ledna', type: 'improvement' });
    expect(await commentById(id)).toMatchObject({ content: 'Nový rozpis hal od ledna', type: 'improvement' });
    await deleteComment(admin, id);
    expect(await commentById(id)).toBeUndefined();
  });

  it('an empty comment is refused by the database and nothing is stored', async () => {
    const id = randomUUID();
    await expect(createComment(admin, id, author, { content: '   ', type: 'general' })).rejects.toMatchObject({ code: '23514' });
    expect(await commentById(id)).toBeUndefined();
  });

  it('a coach and a visitor can neither read nor write comments', async () => {
    const id = randomUUID();
    await createComment(admin, id, author, { content: 'Jen pro správce', type: 'general' });
    expect(await listComments(coach)).toEqual([]);
    await expect(createComment(coach, randomUUID(), author, { content: 'Cizí', type: 'general' })).rejects.toMatchObject({ code: '42501' });
    await updateComment(coach, id, { content: 'Přepsáno', type: 'bug' });
    await deleteComment(coach, id);
    await expect(listComments(anon)).rejects.toMatchObject({ code: '42501' });
    expect(await commentById(id)).toMatchObject({ content: 'Jen pro správce', type: 'general' });
  });
});
