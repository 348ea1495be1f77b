import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../testing/read-json';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: stack.anonKey, ...headers } });

describe('range, counts and singular responses', () => {
  it('range() pages with limit/offset and Content-Range without a count', async () => {
    const response = await get('posts?select=id&order=id&offset=1&limit=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('1-2/*');
    expect(await response.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('count=exact with a partial page answers 206 and the total', async () => {
    const { data, count, status } = await stack.client().from('posts').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('head with a count returns no body and the count', async () => {
    const { data, count, status } = await stack.client().from('posts').select('*', { count: 'exact', head: true }).eq('status', 'published');
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(3);
  });

  it('an offset past the end with a count is 416 PGRST103; without a count it is 200 []', async () => {
    const counted = await get('posts?select=id&offset=10', { prefer: 'count=exact' });
    expect(counted.status).toBe(416);
    expect((await readJson<{ code: string }>(counted)).code).toBe('PGRST103');
    const plain = await get('posts?select=id&offset=10');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual([]);
  });

  it('honours the Range header', async () => {
    const response = await get('posts?select=id&order=id', { range: '1-2' });
    expect(await response.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('one query string read again with another Range, count or media type answers by the headers of each request', async () => {
    const path = 'posts?select=id&order=id&id=lt.4';
    const plain = await get(path);
    expect(await plain.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const ranged = await get(path, { range: '1-1' });
    expect(await ranged.json()).toEqual([{ id: 2 }]);
    const counted = await get(path, { range: '0-0', prefer: 'count=exact' });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('0-0/3');
    const csv = await get(path, { accept: 'text/csv' });
    expect(await csv.text()).toBe('id\n1\n2\n3');
    const again = await get(path);
    expect(again.headers.get('content-range')).toBe('0-2/*');
    expect(await again.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('single() returns the object for exactly one row', async () => {
    const { data, error } = await stack.client().from('posts').select('title').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Nábor mládeže' });
  });

  it('single() for several rows is 406 PGRST116 with the row count', async () => {
    const { error, status } = await stack.client().from('posts').select('id').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 4 rows' });
  });

  it('maybeSingle() for no rows is data null without an error', async () => {
    const { data, error, status } = await stack.client().from('posts').select('id').eq('id', 99).maybeSingle();
    expect(status).toBe(200);
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('an unexposed schema is 406 PGRST106', async () => {
    const response = await get('posts', { 'accept-profile': 'private' });
    expect(response.status).toBe(406);
    expect((await readJson<{ code: string }>(response)).code).toBe('PGRST106');
  });

  it('a deeper path is 404 PGRST125', async () => {
    const response = await get('posts/1');
    expect(response.status).toBe(404);
    expect((await readJson<{ code: string }>(response)).code).toBe('PGRST125');
  });
});
