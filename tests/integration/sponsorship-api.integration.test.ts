import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCreatePartner, handleDeleteMainPartner, handleListPartners, handleUpdateMainPartner } from '@/features/partners/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** /api/sponsorship/*: `{data}` / `{error}`, admin-only writes, zod-checked bodies. */
let stack: TestStack;
let callers: Record<'anon' | 'member' | 'admin', TypedSupabaseClient>;
const revalidated: string[] = [];
const revalidate = (tag: string) => revalidated.push(tag);

const request = (method: string, body: unknown) => new Request('http://localhost/api/sponsorship', { method, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (path: string) => new Request(`http://localhost${path}`);
const remove = () => new Request('http://localhost/api/sponsorship', { method: 'DELETE' });
const count = async (table: string) => Number((await stack.db.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]?.n ?? 0);

beforeAll(async () => {
  stack = await startTestStack('app');
  callers = {
    anon: stack.client() as TypedSupabaseClient,
    member: await signedIn(stack, await seedUser(stack)),
    admin: await signedIn(stack, await seedUser(stack, { role: 'admin' })),
  };
});
afterAll(async () => {
  await stack.stop();
});

describe('GET /api/sponsorship/{kind}', () => {
  it.each(['main-partners', 'business-partners', 'media-partners'])('lists %s to anyone as {data}', async (kind) => {
    const response = await handleListPartners(get('/api/sponsorship'), { caller: callers.anon }, { kind });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { name: string }[] };
    expect(data.length).toBeGreaterThan(0);
  });

  it('answers an unknown kind with 404', async () => {
    expect((await handleListPartners(get('/api/sponsorship'), { caller: callers.anon }, { kind: 'gold-partners' })).status).toBe(404);
  });
});

describe('POST /api/sponsorship/{kind}', () => {
  it('refuses anon (401) and a member (403), adding nothing', async () => {
    const before = await count('business_partners');
    expect((await handleCreatePartner(request('POST', { name: 'Pekárna' }), { caller: callers.anon, revalidate }, { kind: 'business-partners' })).status).toBe(401);
    expect((await handleCreatePartner(request('POST', { name: 'Pekárna' }), { caller: callers.member, revalidate }, { kind: 'business-partners' })).status).toBe(403);
    expect(await count('business_partners')).toBe(before);
  });

  it('lets an admin add a partner of each kind and answers {data} with 201', async () => {
    const response = await handleCreatePartner(request('POST', { name: 'Radio Čas', media_type: 'radio', website_url: 'https://radiocas.cz' }), { caller: callers.admin, revalidate }, { kind: 'media-partners' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ data: { name: 'Radio Čas', media_type: 'radio' } });
    expect(revalidated).toContain('partners');
  });

  it.each([
    ['business-partners', { name: '' }, 'Název partnera je povinný'],
    ['business-partners', { name: 'A', level: 'platinum' }, 'Úroveň musí být gold, silver, bronze nebo standard'],
    ['main-partners', { name: 'A', website_url: 'javascript:alert(1)' }, 'Adresa musí začínat http:// nebo https://'],
    ['media-partners', { name: 'A', unexpected: 1 }, 'Neznámé klíče: "unexpected"'],
    ['main-partners', '{', 'Neplatný vstup.'],
  ])('refuses a bad %s body %j with 400, adding nothing', async (kind, body, message) => {
    const table = kind.replace('-', '_');
    const before = await count(table);
    const response = await handleCreatePartner(request('POST', body), { caller: callers.admin, revalidate }, { kind });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect(await count(table)).toBe(before);
  });
});

describe('PUT/DELETE /api/sponsorship/main-partners/{id}', () => {
  it('lets an admin change and delete a main partner; others are refused', async () => {
    const created = (await (await handleCreatePartner(request('POST', { name: 'Statutární město' }), { caller: callers.admin, revalidate }, { kind: 'main-partners' })).json()) as { data: { id: string } };
    const id = created.data.id;
    expect((await handleUpdateMainPartner(request('PUT', { name: 'X' }), { caller: callers.member, revalidate }, { kind: 'main-partners', id })).status).toBe(403);
    const updated = await handleUpdateMainPartner(request('PUT', { name: 'Statutární město Ostrava', sort_order: 1 }), { caller: callers.admin, revalidate }, { kind: 'main-partners', id });
    expect(await updated.json()).toMatchObject({ data: { id, name: 'Statutární město Ostrava', sort_order: 1 } });
    expect((await handleUpdateMainPartner(request('PUT', { sort_order: -1 }), { caller: callers.admin, revalidate }, { kind: 'main-partners', id })).status).toBe(400);
    expect((await handleDeleteMainPartner(remove(), { caller: callers.anon, revalidate }, { kind: 'main-partners', id })).status).toBe(401);
    expect((await handleDeleteMainPartner(remove(), { caller: callers.admin, revalidate }, { kind: 'main-partners', id })).status).toBe(200);
    expect((await handleDeleteMainPartner(remove(), { caller: callers.admin, revalidate }, { kind: 'main-partners', id })).status).toBe(404);
    expect((await handleDeleteMainPartner(remove(), { caller: callers.admin, revalidate }, { kind: 'main-partners', id: '42' })).status).toBe(400);
  });

  it('stores a partner once when the same POST (same id) is retried', async () => {
    const before = await count('media_partners');
    const body = { id: crypto.randomUUID(), name: 'Radio Ostrava' };
    const first = await handleCreatePartner(request('POST', body), { caller: callers.admin, revalidate }, { kind: 'media-partners' });
    const retry = await handleCreatePartner(request('POST', body), { caller: callers.admin, revalidate }, { kind: 'media-partners' });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(await retry.json()).toMatchObject({ data: { id: body.id, name: 'Radio Ostrava' } });
    expect(await count('media_partners')).toBe(before + 1);
  });

  it('answers 405 for the other kinds (only main partners have PUT and DELETE)', async () => {
    const id = crypto.randomUUID();
    const update = await handleUpdateMainPartner(request('PUT', { name: 'X' }), { caller: callers.admin, revalidate }, { kind: 'media-partners', id });
    expect(update.status).toBe(405);
    expect(await update.json()).toEqual({ error: 'Upravovat a mazat lze jen hlavní partnery' });
    expect((await handleDeleteMainPartner(remove(), { caller: callers.admin, revalidate }, { kind: 'business-partners', id })).status).toBe(405);
  });
});
