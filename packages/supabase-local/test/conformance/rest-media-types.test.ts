import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../testing/read-json';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// Response media types PostgREST produces: CSV, stripped nulls, EXPLAIN plans, GeoJSON.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('text/csv', () => {
  it('csv() answers a header row and one line per row, values as Postgres writes a record', async () => {
    const { data, error } = await stack.client().from('posts').select('id, title, rating').in('id', [3, 4]).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,title,rating\n3,Koncept,\n4,"Brigáda, hřiště (jaro)",12.50');
  });

  it('an empty result is an empty header and no lines', async () => {
    const { data } = await stack.client().from('posts').select('id').eq('id', 999).csv();
    expect(data).toBe('\n');
  });

  it('answers Content-Type text/csv', async () => {
    const response = await fetch(`${stack.url}/rest/v1/authors?select=name&id=eq.1`, {
      headers: { apikey: stack.anonKey, accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('name\nJana');
  });
});

describe('nulls=stripped', () => {
  it('stripNulls() leaves out null fields of every object', async () => {
    const { data } = await stack.client().from('posts').select('id, body, rating').in('id', [2, 3]).order('id').stripNulls();
    expect(data).toEqual([{ id: 2, body: 'Hledáme nové hráče', rating: 3.25 }, { id: 3 }]);
  });

  it('with single() the one object is stripped', async () => {
    const { data } = await stack.client().from('posts').select('id, body').eq('id', 3).single().stripNulls();
    expect(data).toEqual({ id: 3 });
  });

  it('answers the media type it used', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts?select=id,body&id=eq.3`, {
      headers: { apikey: stack.anonKey, accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8');
    expect(await readJson(response)).toEqual([{ id: 3 }]);
  });
});

describe('explain()', () => {
  it('is refused with 406 PGRST107 while db_plan_enabled is off (hosted default)', async () => {
    const { error, status } = await stack.client().from('posts').select('id').explain();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
  });

  it('answers the plan once db_plan_enabled is on; a write is only planned, not run', async () => {
    // Database-scoped: a global setting would reach every other test database on a shared server.
    await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I set pgrst.db_plan_enabled = ''true''', current_database()); end $$`);
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await stack.client().from('posts').select('id').explain()).status === 200);

    const text = await stack.client().from('posts').select('id').eq('status', 'draft').explain();
    expect(text.data).toContain('Seq Scan on posts');
    const json = await stack.client().from('posts').select('id').explain({ format: 'json' });
    expect(json.data).toMatchObject([{ Plan: { 'Node Type': 'Aggregate' } }]);

    const before = (await stack.db.query('select count(*)::text as n from public.authors')).rows;
    const write = await stack.client(stack.serviceRoleKey).from('authors').insert({ name: 'Plán' }).explain();
    expect(write.data).toContain('Insert on authors');
    expect((await stack.db.query('select count(*)::text as n from public.authors')).rows).toEqual(before);

    await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I reset all', current_database()); end $$`);
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await stack.client().from('posts').select('id').explain()).status === 406);
  });
});

describe('geojson()', () => {
  it('without PostGIS Postgres lacks ST_AsGeoJSON: 404 42883, as behind PostgREST', async () => {
    const { error, status } = await stack.client().from('posts').select('id').geojson();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: '42883', message: 'function st_asgeojson(record) does not exist' });
  });
});

describe('Accept', () => {
  it('a media type the server does not produce is 406 PGRST107', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts?select=id`, {
      headers: { apikey: stack.anonKey, accept: 'image/png' },
    });
    expect(response.status).toBe(406);
    expect(await readJson(response)).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: image/png',
    });
  });
});
