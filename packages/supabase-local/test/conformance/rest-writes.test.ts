import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../testing/read-json';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let user: string;
beforeAll(async () => {
  stack = await startTestStack();
  const now = Math.floor(Date.now() / 1000);
  user = await stack.sign({ sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated', exp: now + 600 });
});
afterAll(async () => {
  await stack.stop();
});

const items = async () => (await stack.db.query('select id::text, sku, qty::text from public.items order by id')).rows;

describe('writes', () => {
  it('insert without select answers 201 with no body', async () => {
    const { data, error, status } = await stack.client(stack.anonKey, user).from('tags').insert({ id: 10, name: 'novy' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('insert().select() returns the rows shaped by select, with embeds', async () => {
    const { data, status } = await stack
      .client(stack.anonKey, user)
      .from('posts')
      .insert({ title: 'Nový článek', author_id: 2 })
      .select('title, status, author:authors!author_id(name)');
    expect(status).toBe(201);
    expect(data).toEqual([{ title: 'Nový článek', status: 'draft', author: { name: 'Petr' } }]);
  });

  it('bulk insert with differing keys uses columns=: missing keys become NULL', async () => {
    const { data, error } = await stack
      .client(stack.anonKey, user)
      .from('posts')
      .insert([{ title: 'A', body: 'x' }, { title: 'B' }])
      .select('title, body');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'A', body: 'x' }, { title: 'B', body: null }]);
  });

  it('defaultToNull: false (missing=default) gives missing keys their column default', async () => {
    const { data } = await stack
      .client(stack.anonKey, user)
      .from('posts')
      .insert([{ title: 'C', status: 'published' }, { title: 'D' }], { defaultToNull: false })
      .select('title, status');
    expect(data).toEqual([{ title: 'C', status: 'published' }, { title: 'D', status: 'draft' }]);
  });

  it('a payload key that is no column is 400 PGRST204 and nothing is written', async () => {
    const before = await items();
    const { error, status } = await stack.client(stack.anonKey, user).from('items').insert({ id: 3, sku: 'C', colour: 'red' });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
    expect(await items()).toEqual(before);
  });

  it('a duplicate key is 409 23505 with Postgres\'s message and details', async () => {
    const { error, status } = await stack.client(stack.anonKey, user).from('items').insert({ id: 1, sku: 'Z' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "items_pkey"', details: 'Key (id)=(1) already exists.' });
  });

  it('a missing foreign row is 409 23503', async () => {
    const { error, status } = await stack.client(stack.anonKey, user).from('posts').insert({ title: 'X', author_id: 999 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('a NOT NULL violation is 400 23502', async () => {
    const { error, status } = await stack.client(stack.anonKey, user).from('posts').insert({ body: 'bez titulku' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('upsert merges on the primary key: 200 when nothing was inserted, 201 when a row was', async () => {
    const client = stack.client(stack.anonKey, user);
    const merged = await client.from('items').upsert({ id: 2, sku: 'B-2', qty: 7 }).select('id, qty');
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 2, qty: 7 }]);
    const inserted = await client.from('items').upsert({ id: 5, sku: 'E-5', qty: 1 }).select('id');
    expect(inserted.status).toBe(201);
  });

  it('upsert on another unique column needs onConflict and merges every payload column; ignoreDuplicates returns only new rows', async () => {
    const client = stack.client(stack.anonKey, user);
    const byName = await client.from('items').upsert({ id: 6, sku: 'A-1', qty: 50 }, { onConflict: 'sku' }).select('id, sku, qty');
    expect(byName.data).toEqual([{ id: 6, sku: 'A-1', qty: 50 }]);
    const ignored = await client.from('items').upsert([{ id: 6, sku: 'A-1', qty: 0 }, { id: 7, sku: 'G-7', qty: 0 }], { ignoreDuplicates: true }).select('id');
    expect(ignored.data).toEqual([{ id: 7 }]);
  });

  it('update with a filter returns 204, or the rows with select', async () => {
    const client = stack.client(stack.anonKey, user);
    const plain = await client.from('posts').update({ status: 'archived' }).eq('id', 3);
    expect(plain.status).toBe(204);
    const shaped = await client.from('posts').update({ rating: 1 }).eq('id', 3).select('id, status, rating');
    expect(shaped.data).toEqual([{ id: 3, status: 'archived', rating: 1 }]);
  });

  it('update or delete without any filter is refused (pg-safeupdate 21000, 400) and nothing changes', async () => {
    const client = stack.client(stack.anonKey, user);
    const before = await items();
    const update = await client.from('items').update({ qty: 0 });
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const remove = await client.from('items').delete();
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await items()).toEqual(before);
  });

  it('delete with select returns the deleted rows', async () => {
    const { data, status } = await stack.client(stack.anonKey, user).from('tags').delete().eq('id', 10).select('name');
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'novy' }]);
  });

  it('update().single() touching two rows is 406 and rolled back', async () => {
    const before = await items();
    const { error, status } = await stack.client(stack.anonKey, user).from('items').update({ qty: 99 }).gte('id', 1).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(await items()).toEqual(before);
  });

  it('invalid JSON is 400 PGRST102', async () => {
    const response = await fetch(`${stack.url}/rest/v1/items`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${user}`, 'content-type': 'application/json' },
      body: '{"id": 1,',
    });
    expect(response.status).toBe(400);
    expect((await readJson<{ code: string }>(response)).code).toBe('PGRST102');
  });

  it('a serial column needs USAGE on its sequence: 42501, 403 for a signed-in user', async () => {
    const { error, status } = await stack.client(stack.anonKey, user).from('counters').insert({ label: 'x' });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for sequence counters_id_seq' });
  });
});
