import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAffected } from '../support/max-affected';
import { readJson } from '../../testing/read-json';
import { startTestStack, type TestStack } from '../support/stack';

// Prefer headers on writes (handling, max-affected, missing, resolution) and the empty insert.
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

const quantities = async () =>
  (await stack.db.query<{ id: string; qty: string }>('select id::text, qty::text from public.items order by id')).rows;

describe('handling=strict with max-affected', () => {
  it('an update over the limit is 400 PGRST124 and changes nothing', async () => {
    const before = await quantities();
    const { error, status } = await maxAffected(
      stack.client(stack.anonKey, user).from('items').update({ qty: 50 }).gte('qty', 0),
      1,
    );
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect(await quantities()).toEqual(before);
  });

  it('a delete over the limit is 400 PGRST124 and deletes nothing', async () => {
    const { error, status } = await maxAffected(stack.client(stack.anonKey, user).from('items').delete().gte('qty', 0), 1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST124');
    expect(await quantities()).toHaveLength(2);
  });

  it('within the limit the update runs and Preference-Applied echoes handling and max-affected', async () => {
    const response = await fetch(`${stack.url}/rest/v1/items?id=eq.1`, {
      method: 'PATCH',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${user}`,
        'content-type': 'application/json',
        prefer: 'handling=strict, max-affected=1',
      },
      body: JSON.stringify({ qty: 6 }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    expect((await quantities())[0]).toEqual({ id: '1', qty: '6' });
  });

  it('handling=lenient ignores max-affected', async () => {
    const response = await fetch(`${stack.url}/rest/v1/items?qty=gte.0`, {
      method: 'PATCH',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${user}`,
        'content-type': 'application/json',
        prefer: 'handling=lenient, max-affected=1',
      },
      body: JSON.stringify({ qty: 8 }),
    });
    expect(response.status).toBe(204);
    expect((await quantities()).map((row) => row.qty)).toEqual(['8', '8']);
  });

  it('handling=strict refuses an unknown preference with 400 PGRST122', async () => {
    const response = await fetch(`${stack.url}/rest/v1/items?select=id`, {
      headers: { apikey: stack.anonKey, prefer: 'handling=strict, anything' },
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: anything',
    });
  });
});

describe('inserts and upserts', () => {
  it('an upsert whose body holds only the conflict column returns the row (200)', async () => {
    await stack.db.query(`insert into public.defaults_demo (id, label, qty) values (100, 'Síť', 2)`);
    const { data, status, error } = await stack.client().from('defaults_demo').upsert({ id: 100 }).select('id, label, qty');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 100, label: 'Síť', qty: 2 }]);
  });

  it('defaultToNull: false gives keys missing from some objects their column defaults', async () => {
    const { data, error } = await stack
      .client()
      .from('defaults_demo')
      .insert([{ label: 'Míč' }, { qty: 3 }], { defaultToNull: false })
      .select('label, qty');
    expect(error).toBeNull();
    expect(data).toEqual([
      { label: 'Míč', qty: 7 },
      { label: 'bez názvu', qty: 3 },
    ]);
  });

  it('defaultToNull: false numbers an identity column from its sequence where the key is missing', async () => {
    const { data, error } = await stack
      .client()
      .from('defaults_demo')
      .insert([{ id: 500, label: 'Dres' }, { label: 'Branka' }], { defaultToNull: false })
      .select('id, label');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({ id: 500, label: 'Dres' });
    expect(data?.[1]).toMatchObject({ label: 'Branka' });
    expect(typeof data?.[1]?.id).toBe('number');
  });

  it('with count: exact a bulk insert and a bulk upsert count their rows, missing keys taking defaults', async () => {
    const inserted = await stack
      .client()
      .from('defaults_demo')
      .insert([{ id: 700, label: 'Síť' }, { id: 701 }], { count: 'exact', defaultToNull: false });
    expect(inserted).toMatchObject({ data: null, error: null, count: 2, status: 201 });
    const upserted = await stack
      .client()
      .from('defaults_demo')
      .upsert([{ id: 701, qty: 9 }, { id: 702, label: 'Dres' }], { count: 'exact', defaultToNull: false })
      .select('id, label, qty');
    expect(upserted).toMatchObject({ error: null, count: 2, status: 201 });
    expect(upserted.data).toEqual([
      { id: 701, label: 'bez názvu', qty: 9 },
      { id: 702, label: 'Dres', qty: 7 },
    ]);
  });

  it('without it a missing key is NULL, so a NOT NULL column refuses the row (23502, 400)', async () => {
    const { error, status } = await stack
      .client()
      .from('defaults_demo')
      .insert([{ label: 'Míč' }, { qty: 3 }]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('an empty object inserts a row of column defaults (201)', async () => {
    const { data, status } = await stack.client().from('defaults_demo').insert({}).select('label, qty');
    expect(status).toBe(201);
    expect(data).toEqual([{ label: 'bez názvu', qty: 7 }]);
  });

  it('an array of empty objects inserts one default row for each', async () => {
    const response = await fetch(`${stack.url}/rest/v1/defaults_demo?select=qty`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', prefer: 'return=representation' },
      body: '[{}, {}]',
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual([{ qty: 7 }, { qty: 7 }]);
  });

  it('an empty object from a role without INSERT is 401 42501 for anon, and works for a role with it', async () => {
    const anon = await stack.client().from('locked').insert({});
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table locked' });
    const signedIn = await stack.client(stack.anonKey, user).from('locked').insert({});
    expect(signedIn.status).toBe(201);
    expect((await stack.db.query('select note from public.locked')).rows).toEqual([{ note: 'výchozí' }]);
  });
});
