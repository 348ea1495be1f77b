import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAffected } from '../support/max-affected';
import { readJson } from '../../testing/read-json';
import { startTestStack, type TestStack } from '../support/stack';

// How PostgREST picks a function and binds its arguments (functions as RPC), and its errors.
let stack: TestStack;
let user: string;
beforeAll(async () => {
  stack = await startTestStack();
  user = await stack.sign({
    sub: '22222222-2222-4222-8222-222222222222',
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 600,
  });
});
afterAll(async () => {
  await stack.stop();
});

const post = (fn: string, body: BodyInit, contentType: string) =>
  fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': contentType },
    body,
  });

describe('function resolution', () => {
  it('overloads the keys cannot tell apart are 300 PGRST203 with the candidates and a hint', async () => {
    const { error, status } = await stack.client().rpc('pick', { a: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('PGRST202 without arguments says "without parameters"', async () => {
    const { error, status } = await stack.client().rpc('nope');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope without parameters in the schema cache',
      details:
        'Searched for the function public.nope without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('PGRST202 lists the keys sorted, "parameter" for one and "parameters" for several', async () => {
    const one = await stack.client().rpc('nope', { x: 1 });
    expect(one.error).toMatchObject({
      message: 'Could not find the function public.nope(x) in the schema cache',
      details:
        'Searched for the function public.nope with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const several = await stack.client().rpc('nope', { b: 1, a: 2 }, { get: true });
    expect(several.error).toMatchObject({
      message: 'Could not find the function public.nope(a, b) in the schema cache',
      details: 'Searched for the function public.nope with parameters a, b, but no matches were found in the schema cache.',
    });
  });

  it('a required parameter missing is not found; the hint names the closest parameter list', async () => {
    const { error, status } = await stack.client().rpc('add', { b: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add(b) in the schema cache',
      hint: 'Perhaps you meant to call the function public.add(a, b)',
    });
  });

  it('a misspelt function name gets the closest name as hint', async () => {
    const { error } = await stack.client().rpc('helo');
    expect(error).toMatchObject({ code: 'PGRST202', hint: 'Perhaps you meant to call the function public.hello' });
  });
});

describe('arguments', () => {
  it('a row-type argument is sent as a JSON object', async () => {
    const result = await stack.client().rpc('post_title', { p: { id: 9, title: 'Nadpis', status: 'draft', tags: ['a'] } });
    expect(result.error).toBeNull();
    expect(result.data).toBe('Nadpis (draft)');
  });

  it('a single unnamed text parameter takes a text/plain body', async () => {
    const response = await post('shout', 'ahoj světe', 'text/plain');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toBe('AHOJ SVĚTE');
  });

  it('a single unnamed xml parameter takes a text/xml body', async () => {
    const response = await post('xml_text', '<zapas skore="19:16"/>', 'text/xml');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toBe('<zapas skore="19:16"/>');
  });

  it('a single unnamed bytea parameter takes an application/octet-stream body', async () => {
    const response = await post('byte_count', new Uint8Array([0, 1, 2, 255]), 'application/octet-stream');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toBe(4);
  });

  it('a text body finds no function without a single unnamed text parameter: PGRST202 says so, hint null', async () => {
    const response = await post('byte_count', 'abc', 'text/plain');
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.byte_count in the schema cache',
      details:
        'Searched for the function public.byte_count with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('counts and max-affected on calls', () => {
  it("count: 'exact' counts a set of scalars and a single value", async () => {
    const set = await stack.client().rpc('post_ids', {}, { count: 'exact' });
    expect(set.count).toBe(4);
    expect(set.data).toEqual([1, 2, 3, 4]);
    const single = await stack.client().rpc('add', { a: 1, b: 2 }, { count: 'exact' });
    expect(single.count).toBe(1);
    expect(single.data).toBe(3);
  });

  it('a void function answers 204 with the range of its one empty result and no Content-Type', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/bump`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${user}`,
        'content-type': 'application/json',
        prefer: 'count=exact',
      },
      body: JSON.stringify({ p_id: 1 }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-range')).toBe('0-0/1');
    expect(response.headers.get('content-type')).toBeNull();
  });

  it("count: 'exact' on a set of rows counts all of them while a page is returned (206)", async () => {
    const { data, count, status } = await stack
      .client()
      .rpc('posts_by_status', { p_status: 'published' }, { count: 'exact' })
      .select('id')
      .order('id')
      .limit(1);
    expect(data).toEqual([{ id: 1 }]);
    expect(count).toBe(3);
    expect(status).toBe(206);
  });

  it('maxAffected on a set-returning function over the limit is 400 PGRST124 and changes nothing', async () => {
    const before = (await stack.db.query('select id, qty from public.items order by id')).rows;
    const { error, status } = await maxAffected(stack.client(stack.anonKey, user).rpc('restock', { p_min: 0 }), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
    });
    expect((await stack.db.query('select id, qty from public.items order by id')).rows).toEqual(before);
  });

  it('maxAffected within the limit runs the function', async () => {
    const result = await maxAffected(stack.client(stack.anonKey, user).rpc('restock', { p_min: 2 }), 1);
    expect(result.error).toBeNull();
    expect(result.data).toHaveLength(1);
  });

  it('maxAffected on a function returning one value is 400 PGRST128', async () => {
    const { error, status } = await maxAffected(stack.client().rpc('add', { a: 1 }), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });
});
