import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let user: string;
beforeAll(async () => {
  stack = await startTestStack();
  user = await stack.sign({ sub: '22222222-2222-4222-8222-222222222222', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 });
});
afterAll(async () => {
  await stack.stop();
});

describe('rpc', () => {
  it('calls with named arguments and answers a scalar as bare JSON; defaults may be omitted', async () => {
    expect((await stack.client().rpc('add', { a: 1, b: 2 })).data).toBe(3);
    expect((await stack.client().rpc('add', { a: 1 })).data).toBe(11);
  });

  it('GET passes arguments in the query string', async () => {
    expect((await stack.client().rpc('add', { a: 5, b: 6 }, { get: true })).data).toBe(11);
  });

  it('a function with one unnamed json parameter receives the whole body', async () => {
    expect((await stack.client().rpc('echo_body', { anything: [1, 2] })).data).toEqual({ anything: [1, 2] });
  });

  it('a json argument keeps its structure', async () => {
    expect((await stack.client().rpc('echo', { payload: { a: { b: true } } })).data).toEqual({ a: { b: true } });
  });

  it('setof table results accept select, filters, order and limit', async () => {
    const { data } = await stack.client().rpc('posts_by_status', { p_status: 'published' }).select('id, title').lt('id', 4).order('id', { ascending: false }).limit(1);
    expect(data).toEqual([{ id: 2, title: 'Nábor mládeže' }]);
  });

  it('setof table results embed over the returned table\'s foreign keys', async () => {
    const { data } = await stack.client().rpc('posts_by_status', { p_status: 'draft' }).select('id, author:authors!author_id(name)');
    expect(data).toEqual([{ id: 3, author: { name: 'Jana' } }]);
  });

  it('setof scalar answers an array of values', async () => {
    expect((await stack.client().rpc('post_ids')).data).toEqual([1, 2, 3, 4]);
  });

  it('a single composite answers one object', async () => {
    expect((await stack.client().rpc('first_post')).data).toMatchObject({ id: 1, title: 'Výhra nad Porubou' });
  });

  it('void answers 204 with data null', async () => {
    const result = await stack.client(stack.anonKey, user).rpc('bump', { p_id: 1 });
    expect(result.error).toBeNull();
    expect(result.status).toBe(204);
    expect(result.data).toBeNull();
  });

  it('an unknown function is 404 PGRST202', async () => {
    const { error, status } = await stack.client().rpc('nope', { x: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });

  it('RAISE EXCEPTION is 400 P0001 with message, details and hint', async () => {
    const { error, status } = await stack.client().rpc('refuse', { reason: 'Nelze' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Nelze', details: 'Podrobnosti', hint: 'Zkuste jinak' });
  });

  it('SQLSTATE PTxyz sets the HTTP status', async () => {
    const { status, error } = await stack.client().rpc('payment_required');
    expect(status).toBe(402);
    expect(error?.message).toBe('Zaplaťte');
  });

  it('GET runs a function read-only: a writing function answers 25006 → 405 and writes nothing', async () => {
    const before = (await stack.db.query('select qty::text from public.items where id = 2')).rows;
    const { status, error } = await stack.client(stack.anonKey, user).rpc('bump', { p_id: 2 }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    expect((await stack.db.query('select qty::text from public.items where id = 2')).rows).toEqual(before);
  });

  it('Postgres refuses writes in a function declared stable (0A000, 400)', async () => {
    const { status, error } = await stack.client(stack.serviceRoleKey).rpc('sneaky_write');
    expect(status).toBe(400);
    expect(error?.code).toBe('0A000');
    expect((await stack.db.query('select id from public.items where id = 99')).rows).toEqual([]);
  });

  it('EXECUTE revoked from anon: 42501 with 401', async () => {
    const { status, error } = await stack.client().rpc('bump', { p_id: 1 });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
