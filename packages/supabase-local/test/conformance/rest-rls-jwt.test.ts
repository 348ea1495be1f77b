import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
const alice = '33333333-3333-4333-8333-333333333333';
const bob = '44444444-4444-4444-8444-444444444444';
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.query(`insert into public.profiles_r values ($1, 'alice'), ($2, 'bob')`, [alice, bob]);
});
afterAll(async () => {
  await stack.stop();
});

const token = (sub: string, extra: Record<string, unknown> = {}) => stack.sign({ sub, role: 'authenticated', exp: inOneHour(), ...extra });

describe('JWT and roles per request', () => {
  it('without a token the request runs as anon', async () => {
    expect((await stack.client().rpc('whoami')).data).toBe('anon');
  });

  it('the role claim becomes the database role', async () => {
    expect((await stack.client(stack.anonKey, await token(alice)).rpc('whoami')).data).toBe('authenticated');
    expect((await stack.client(stack.serviceRoleKey).rpc('whoami')).data).toBe('service_role');
  });

  it('auth.uid() reads the sub claim; the legacy per-claim setting is not set', async () => {
    const client = stack.client(stack.anonKey, await token(alice));
    expect((await client.rpc('my_sub')).data).toBe(alice);
    expect((await client.rpc('legacy_claim')).data).toBeNull();
  });

  it('an expired token is 401 PGRST303', async () => {
    const expired = await stack.sign({ sub: alice, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 3600 });
    const { status, error } = await stack.client(stack.anonKey, expired).from('posts').select('id');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('a token accepted before it expires is 401 PGRST303 once it has expired (past the 30 s skew)', async () => {
    const shortLived = await stack.sign({ sub: alice, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 });
    const client = stack.client(stack.anonKey, shortLived);
    expect((await client.rpc('my_sub')).data).toBe(alice);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 95_000 });
    try {
      const { status, error } = await client.from('posts').select('id');
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token signed with another secret is 401 PGRST301', async () => {
    const forged = `${(await token(alice)).split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    const { status, error } = await stack.client(stack.anonKey, forged).from('posts').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('RLS: a user sees only their own row; a policy may read app_metadata from auth.jwt()', async () => {
    const own = await stack.client(stack.anonKey, await token(alice)).from('profiles_r').select('nickname');
    expect(own.data).toEqual([{ nickname: 'alice' }]);
    const admin = await stack.client(stack.anonKey, await token(alice, { app_metadata: { role: 'admin' } })).from('profiles_r').select('nickname').order('nickname');
    expect(admin.data).toEqual([{ nickname: 'alice' }, { nickname: 'bob' }]);
  });

  it('RLS hides rows from updates: another user\'s row updates 0 rows, no error', async () => {
    const { data, error } = await stack.client(stack.anonKey, await token(alice)).from('profiles_r').update({ nickname: 'hacked' }).eq('user_id', bob).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await stack.db.query('select nickname from public.profiles_r where user_id = $1', [bob])).rows).toEqual([{ nickname: 'bob' }]);
  });

  it('insert with only an INSERT policy works; insert().select() then fails the SELECT policy (42501)', async () => {
    const client = stack.client(stack.anonKey, await token(alice));
    expect((await client.from('notes').insert({ body: 'moje', owner: bob })).error).toBeNull();
    const { error, status } = await client.from('notes').insert({ body: 'cizí', owner: bob }).select();
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
  });

  it('a table without grants: 42501 is 401 for anon and 403 for a signed-in user', async () => {
    const anon = await stack.client().from('secrets').select();
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const signedIn = await stack.client(stack.anonKey, await token(alice)).from('secrets').select();
    expect(signedIn.status).toBe(403);
  });

  it('no role leaks across 20 concurrent requests with different roles', async () => {
    const clients = [stack.client(), stack.client(stack.anonKey, await token(alice)), stack.client(stack.serviceRoleKey)];
    const expected = ['anon', 'authenticated', 'service_role'];
    const results = await Promise.all(Array.from({ length: 20 }, async (_, i): Promise<unknown> => (await clients[i % 3]?.rpc('whoami'))?.data));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => expected[i % 3]));
  });

  it('requests without an apikey are refused by the gateway', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts`);
    expect(response.status).toBe(401);
  });
});

describe('injection attempts are refused and change nothing', () => {
  const count = async () => (await stack.db.query<{ n: string }>('select count(*)::text as n from public.posts')).rows[0]?.n;
  const get = (query: string) => fetch(`${stack.url}/rest/v1/posts?${query}`, { headers: { apikey: stack.serviceRoleKey } });

  it.each([
    ['select', 'select=id;drop table public.posts'],
    ['select with a quote', 'select=id",(select 1)--'],
    ['order', 'order=id;delete from public.posts'],
    ['order with a bad direction', 'order=id.sideways'],
    ['filter column', 'id;drop table public.posts=eq.1'],
    ['filter value', "id=eq.1' or '1'='1"],
    ['cast', 'select=id::int;drop table x'],
  ])('%s', async (_name, query) => {
    const before = await count();
    const response = await get(query);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await count()).toBe(before);
  });

  it('on_conflict and columns with SQL are refused', async () => {
    const before = await count();
    for (const query of ['on_conflict=id)do nothing;drop table public.posts--', 'columns=title);drop table public.posts--']) {
      const response = await fetch(`${stack.url}/rest/v1/posts?${query}`, {
        method: 'POST',
        headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({ title: 'x' }),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });
});
