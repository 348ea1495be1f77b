import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePutClubConfig } from '@/features/club-config/server/handlers';
import { handleCreatePartner, handleDeleteMainPartner, handleListPartners, handleUpdateMainPartner } from '@/features/partners/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { readJson } from '@club-app/supabase-local/testing';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A bad path or body value is the caller's mistake and answers a 4xx with a Czech
 * message — never a 500. Names every object inherits (`constructor`, `__proto__` …) are no partner
 * kind; a NUL byte or a lone surrogate, which the database refuses, is a 400.
 */
let stack: TestStack;
let callers: Record<'anon' | 'admin', TypedSupabaseClient>;
const revalidate = () => undefined;

const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
const NUL = 'Pekárna\u0000Novák';
const LONE_SURROGATE = 'Pekárna \ud800 Novák';

const request = (method: string, body?: unknown) =>
  new Request('http://localhost/api/test', { method, body: body === undefined ? undefined : JSON.stringify(body) });
const snapshot = async (table: string) => (await stack.db.query(`select * from public.${table} order by 1`)).rows;

beforeAll(async () => {
  stack = await startTestStack('app');
  callers = { anon: stack.client() as TypedSupabaseClient, admin: await signedIn(stack, await seedUser(stack, { role: 'admin' })) };
});
afterAll(async () => {
  await stack.stop();
});

describe('a partner kind named like an inherited property', () => {
  it.each(INHERITED_NAMES)('GET /api/sponsorship/%s answers 404 with the Czech message', async (kind) => {
    for (const caller of [callers.anon, callers.admin]) {
      const response = await handleListPartners(request('GET'), { caller }, { kind });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Neznámý druh partnerů' });
    }
  });

  it.each(INHERITED_NAMES)('POST /api/sponsorship/%s as admin answers 404 and stores nothing', async (kind) => {
    const before = await snapshot('main_partners');
    const response = await handleCreatePartner(request('POST', { name: 'Pekárna' }), { caller: callers.admin, revalidate }, { kind });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Neznámý druh partnerů' });
    expect(await snapshot('main_partners')).toEqual(before);
  });

  it.each(INHERITED_NAMES)('PUT and DELETE /api/sponsorship/%s/{id} answer 405', async (kind) => {
    const id = crypto.randomUUID();
    expect((await handleUpdateMainPartner(request('PUT', { name: 'X' }), { caller: callers.admin, revalidate }, { kind, id })).status).toBe(405);
    expect((await handleDeleteMainPartner(request('DELETE'), { caller: callers.admin, revalidate }, { kind, id })).status).toBe(405);
  });

  it('a body key __proto__ or constructor is an unknown key (400), not a prototype change', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const raw = `{"name":"Pekárna","${key}":{"is_active":false}}`;
      const response = await handleCreatePartner(new Request('http://localhost/api/test', { method: 'POST', body: raw }), { caller: callers.admin, revalidate }, { kind: 'media-partners' });
      expect(response.status).toBe(400);
      expect((await readJson<{ error: string }>(response)).error).toContain('Neznámé klíče');
    }
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('PUT /api/club-config with %s answers 400 in Czech and changes nothing', async (_, text) => {
    const before = await snapshot('club_config');
    const response = await handlePutClubConfig(request('PUT', { club_name: text }), { caller: callers.admin, revalidate });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Text obsahuje nepovolený znak.' });
    expect(await snapshot('club_config')).toEqual(before);
  });

  it.each([
    ['main-partners', 'a NUL byte', NUL],
    ['business-partners', 'a lone surrogate', LONE_SURROGATE],
    ['media-partners', 'a NUL byte in the description', NUL],
  ])('POST /api/sponsorship/%s with %s answers 400 in Czech and stores nothing', async (kind, _, text) => {
    const table = kind.replace('-', '_');
    const before = await snapshot(table);
    const response = await handleCreatePartner(request('POST', { name: 'Pekárna', description: text }), { caller: callers.admin, revalidate }, { kind });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Text obsahuje nepovolený znak.' });
    expect(await snapshot(table)).toEqual(before);
  });

  it('a value the schema lets through but the database refuses (30 February, 22008) answers 400, not 500', async () => {
    const before = await snapshot('main_partners');
    const response = await handleCreatePartner(request('POST', { name: 'Město', valid_from: '2026-02-30' }), { caller: callers.admin, revalidate }, { kind: 'main-partners' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Neplatný vstup.' });
    expect(await snapshot('main_partners')).toEqual(before);
  });

  it('PUT /api/sponsorship/main-partners/{id} with a lone surrogate answers 400 and keeps the partner', async () => {
    const created = await readJson<{ data: { id: string } }>(await handleCreatePartner(request('POST', { name: 'Město' }), { caller: callers.admin, revalidate }, { kind: 'main-partners' }));
    const before = await snapshot('main_partners');
    const response = await handleUpdateMainPartner(request('PUT', { name: LONE_SURROGATE }), { caller: callers.admin, revalidate }, { kind: 'main-partners', id: created.data.id });
    expect(response.status).toBe(400);
    expect(await snapshot('main_partners')).toEqual(before);
  });
});
