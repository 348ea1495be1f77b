import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../testing/read-json';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// Schema switching as on a hosted project that exposes a schema with
// `alter role authenticator set pgrst.db_schemas = …` and `notify pgrst, 'reload config'`.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: stack.anonKey, ...headers } });

/** Database-scoped, so stacks of other test files on the same server never see these settings. */
async function configure(settings: Record<string, string>): Promise<void> {
  await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I reset all', current_database()); end $$`);
  for (const [name, value] of Object.entries(settings)) {
    await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I set pgrst.${name} = %L', current_database(), '${value}'); end $$`);
  }
  await stack.db.query(`notify pgrst, 'reload config'`);
}

describe('schemas exposed through pgrst.db_schemas', () => {
  afterAll(async () => {
    await configure({});
  });

  it('an exposed schema is read with .schema() (Accept-Profile)', async () => {
    await configure({ db_schemas: 'public, graphql_public, personal' });
    await eventually(async () => (await get('notes?select=id', { 'accept-profile': 'personal' })).status === 200);
    const { data, error } = await stack.client().schema('personal').from('notes').select('id, body');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, body: 'Soukromá poznámka' }]);
  });

  it('an unknown table names the requested schema', async () => {
    const { error, status } = await stack.client().schema('personal').from('posts').select();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'personal.posts' in the schema cache" });
  });

  it('an unexposed schema lists the configured ones in the hint', async () => {
    const response = await get('notes', { 'accept-profile': 'auth' });
    expect(response.status).toBe(406);
    expect(await readJson(response)).toMatchObject({ code: 'PGRST106', hint: 'Only the following schemas are exposed: public, graphql_public, personal' });
  });

  it('the search_path is the request schema, then db_extra_search_path', async () => {
    const { data } = await stack.client().schema('personal').from('request_search_path').select('value');
    expect(data).toEqual([{ value: '"personal", "public", "extensions"' }]);
    await configure({ db_schemas: 'public, personal', db_extra_search_path: 'public' });
    await eventually(async () => {
      const response = await get('request_search_path?select=value', { 'accept-profile': 'personal' });
      return response.ok && JSON.stringify(await response.json()) === '[{"value":"\\"personal\\", \\"public\\""}]';
    });
  });

  it('writes and function calls go to the schema named in Content-Profile', async () => {
    await configure({ db_schemas: 'public, personal' });
    await eventually(async () => (await get('drafts?select=id', { 'accept-profile': 'personal' })).status === 200);
    const personal = stack.client().schema('personal');
    const inserted = await personal.from('drafts').insert({ body: 'Koncept' }).select('body').single();
    expect(inserted).toMatchObject({ status: 201, data: { body: 'Koncept' } });
    const updated = await personal.from('drafts').update({ body: 'Upravený koncept' }).eq('body', 'Koncept').select('body');
    expect(updated.data).toEqual([{ body: 'Upravený koncept' }]);
    expect((await personal.rpc('draft_count')).data).toBe(1);
    const deleted = await personal.from('drafts').delete().eq('body', 'Upravený koncept');
    expect(deleted.status).toBe(204);
    expect((await personal.rpc('draft_count')).data).toBe(0);
  });

  it('a missing function is named with its schema', async () => {
    const { error, status } = await stack.client().schema('personal').rpc('no_such_function');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function personal.no_such_function without parameters in the schema cache' });
  });

  it('without a profile header the first exposed schema answers', async () => {
    await configure({ db_schemas: 'personal, public' });
    await eventually(async () => (await get('notes?select=body')).status === 200);
    expect(await readJson(await get('notes?select=body'))).toEqual([{ body: 'Soukromá poznámka' }]);
  });
});

// The Supabase CLI hands PostgREST config.toml's `[api]` schemas, extra_search_path and max_rows;
// what the database keeps on role authenticator still wins over them.
describe('schemas exposed through config.toml [api]', () => {
  let folder: string;
  let fromFile: TestStack;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'rest-api-config-'));
    const configFile = join(folder, 'config.toml');
    writeFileSync(configFile, '[api]\nschemas = ["public", "personal", "graphql_public"]\nextra_search_path = ["public", "extensions"]\nmax_rows = 1\n');
    fromFile = await startTestStack({ configFile });
  });
  afterAll(async () => {
    await fromFile.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a schema listed there is read with .schema(); reads are capped at its max_rows', async () => {
    const personal = await fromFile.client().schema('personal').from('notes').select('body');
    expect(personal).toMatchObject({ error: null, data: [{ body: 'Soukromá poznámka' }] });
    const { data, count } = await fromFile.client().from('posts').select('id', { count: 'exact' });
    expect(data).toHaveLength(1);
    expect(count).toBeGreaterThan(1);
  });

  it('db_schemas kept in the database wins over the file', async () => {
    await fromFile.db.query(`do $$ begin execute format('alter role authenticator in database %I set pgrst.db_schemas = %L', current_database(), 'public'); end $$`);
    await fromFile.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await fetch(`${fromFile.url}/rest/v1/notes`, { headers: { apikey: fromFile.anonKey, 'accept-profile': 'personal' } })).status === 406);
    await fromFile.db.query(`do $$ begin execute format('alter role authenticator in database %I reset all', current_database()); end $$`);
  });
});
