import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCreatePartner, handleDeleteMainPartner, handleListPartners, handleUpdateMainPartner } from '@/features/partners/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** Spec §7 /api/sponsorship/*: `{data}` / `{error}`, admin-only writes, zod-checked bodies. */
let stack: TestStack;
let callers: Record<'anon' | 'member' | 'admin', TypedSupabaseClient>;
const revalidated: string[] = [];
const revalidate = (tag: string) => revalidated.push(tag);

const request = (method: string, body: unknown) => new Request('http://localhost/api/sponsorship', { method, body: typeof body === 'string' ? body : JSON.stringify(body) });
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
    const response = await handleListPartners(kind, callers.anon);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { name: string }[] };
    expect(data.length).toBeGreaterThan(0);
  });

  it('answers an unknown kind with 404', async () => {
    expect((await handleListPartners('gold-partners', callers.anon)).status).toBe(404);
  });
});

describe('POST /api/sponsorship/{kind}', () => {
  it('refuses anon (401) and a member (403), adding nothing', async () => {
    const before = await count('business_partners');
    expect((await handleCreatePartner('business-partners', request('POST', { name: 'Pekárna' }), callers.anon, revalidate)).status).toBe(401);
    expect((await handleCreatePartner('business-partners', request('POST', { name: 'Pekárna' }), callers.member, revalidate)).status).toBe(403);
    expect(await count('business_partners')).toBe(before);
  });

  it('lets an admin add a partner of each kind and answers {data} with 201', async () => {
    const response = await handleCreatePartner('media-partners', request('POST', { name: 'Radio Čas', media_type: 'radio', website_url: 'https://radiocas.cz' }), callers.admin, revalidate);
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
    const response = await handleCreatePartner(kind, request('POST', body), callers.admin, revalidate);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect(await count(table)).toBe(before);
  });
});

describe('PUT/DELETE /api/sponsorship/main-partners/{id}', () => {
  it('lets an admin change and delete a main partner; others are refused', async () => {
    const created = (await (await handleCreatePartner('main-partners', request('POST', { name: 'Statutární město' }), callers.admin, revalidate)).json()) as { data: { id: string } };
    const id = created.data.id;
    expect((await handleUpdateMainPartner(id, request('PUT', { name: 'X' }), callers.member, revalidate)).status).toBe(403);
    const updated = await handleUpdateMainPartner(id, request('PUT', { name: 'Statutární město Ostrava', sort_order: 1 }), callers.admin, revalidate);
    expect(await updated.json()).toMatchObject({ data: { id, name: 'Statutární město Ostrava', sort_order: 1 } });
    expect((await handleUpdateMainPartner(id, request('PUT', { sort_order: -1 }), callers.admin, revalidate)).status).toBe(400);
    expect((await handleDeleteMainPartner(id, callers.anon, revalidate)).status).toBe(401);
    expect((await handleDeleteMainPartner(id, callers.admin, revalidate)).status).toBe(200);
    expect((await handleDeleteMainPartner(id, callers.admin, revalidate)).status).toBe(404);
    expect((await handleDeleteMainPartner('42', callers.admin, revalidate)).status).toBe(400);
  });
});
