import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleDeleteMainPartner } from '@/features/partners/server/handlers';
import { handleSetUserBlocked } from '@/features/users/server/handlers';
import { MAX_BODY_BYTES } from '@/lib/api/define-handler';
import { handleRevalidate } from '@/lib/api/revalidate-handler';
import { PUBLIC_CACHE_TAGS } from '@/lib/public-cache-tags';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser, type SeededUser } from '../seed/users';
import { readJson } from '@club-app/supabase-local/testing';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Input no route can take is the caller's mistake, answered with a 4xx and a Czech
 * message before anything changes; and a UUID in upper case names the same record as in lower case.
 */
let stack: TestStack;
let admin: SeededUser;
let member: SeededUser;
let callers: Record<'coach' | 'admin', TypedSupabaseClient>;

const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const send = (method: string, path: string, body?: string, headers?: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method, body, headers });
const bannedUntil = async (id: string) =>
  (await stack.db.query<{ banned_until: string | null }>('select banned_until from auth.users where id = $1', [id])).rows[0]?.banned_until ?? null;

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
  member = await seedUser(stack);
  callers = { coach: await signedIn(stack, await seedUser(stack, { role: 'coach' })), admin: await signedIn(stack, admin) };
});
afterAll(async () => {
  await stack.stop();
});

describe('POST /api/revalidate', () => {
  /** The handler with a recorder for the tags it revalidates. */
  async function revalidate(body: string, headers?: Record<string, string>) {
    const revalidated: string[] = [];
    const response = await handleRevalidate(send('POST', '/api/revalidate', body, headers), { caller: callers.coach, revalidate: (tag) => revalidated.push(tag) });
    return { status: response.status, body: await readJson<unknown>(response), revalidated };
  }

  it('refuses 200 000 tags as too large a body (413) and revalidates nothing', async () => {
    const answer = await revalidate(JSON.stringify({ tags: Array<string>(200_000).fill('club') }));
    expect(answer).toEqual({ status: 413, body: { error: 'Požadavek je příliš velký.' }, revalidated: [] });
  });

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const answer = await revalidate(JSON.stringify({ tags: ['club'] }), { 'content-length': String(MAX_BODY_BYTES + 1) });
    expect(answer).toEqual({ status: 413, body: { error: 'Požadavek je příliš velký.' }, revalidated: [] });
  });

  it('refuses more tags than there are kinds of data (400) and revalidates nothing', async () => {
    const answer = await revalidate(JSON.stringify({ tags: Array<string>(1000).fill('club') }));
    expect(answer).toEqual({ status: 400, body: { error: 'Příliš mnoho druhů dat k obnovení' }, revalidated: [] });
  });

  it('takes every kind of data at once, and a kind named twice once', async () => {
    expect(await revalidate(JSON.stringify({ tags: PUBLIC_CACHE_TAGS }))).toMatchObject({ status: 200, revalidated: [...PUBLIC_CACHE_TAGS] });
    expect(await revalidate(JSON.stringify({ tags: ['club', 'club'] }))).toEqual({ status: 200, body: { data: { revalidated: ['club'] } }, revalidated: ['club'] });
  });
});

describe('a UUID in upper case in the path', () => {
  it('PUT /api/users/{ID}/blocked blocks that user', async () => {
    const id = member.id.toUpperCase();
    const response = await handleSetUserBlocked(send('PUT', `/api/users/${id}/blocked`, '{"blocked":true}'), { caller: callers.admin, service }, { id });
    expect(response.status).toBe(200);
    expect(await readJson<{ data: { id: string } }>(response)).toMatchObject({ data: { id: member.id } });
    expect(await bannedUntil(member.id)).not.toBeNull();
  });

  it('PUT /api/users/{own ID}/blocked is still the admin themself (400), not another user', async () => {
    const id = admin.id.toUpperCase();
    const response = await handleSetUserBlocked(send('PUT', `/api/users/${id}/blocked`, '{"blocked":true}'), { caller: callers.admin, service }, { id });
    expect(response.status).toBe(400);
    expect(await readJson<unknown>(response)).toEqual({ error: 'Nemůžete zablokovat sami sebe' });
    expect(await bannedUntil(admin.id)).toBeNull();
  });

  it('DELETE /api/sponsorship/main-partners/{ID} deletes the partner and answers its id as stored', async () => {
    const { rows } = await stack.db.query<{ id: string }>(`insert into public.main_partners (name) values ('Pekárna') returning id`);
    const id = rows[0]?.id ?? '';
    const response = await handleDeleteMainPartner(send('DELETE', `/api/sponsorship/main-partners/${id.toUpperCase()}`), { caller: callers.admin, revalidate: () => undefined }, {
      kind: 'main-partners',
      id: id.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(await readJson<unknown>(response)).toEqual({ data: { id } });
    expect((await stack.db.query('select 1 from public.main_partners where id = $1', [id])).rows).toEqual([]);
  });
});
