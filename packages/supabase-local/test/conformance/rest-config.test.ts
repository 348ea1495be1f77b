import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readJson } from '../../testing/read-json';
import { sqlAsPostgres } from '../../testing/sql-as';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// PostgREST reads `pgrst.*` settings of role authenticator (in-database configuration) and
// reloads them on `NOTIFY pgrst, 'reload config'`; hosted Supabase's values are the defaults.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: stack.anonKey, ...headers } });

/** `alter role authenticator in database <this one>`: a global setting would reach every test database on a shared server. */
const setForThisDatabase = (setting: string) =>
  stack.db.query(`do $$ begin execute format('alter role authenticator in database %I ${setting.replaceAll("'", "''")}', current_database()); end $$`);

const postCount = async () => ((await (await get('posts?select=id')).json()) as unknown[]).length;

describe('in-database configuration (role authenticator)', () => {
  it('the bootstrap creates role authenticator, without login', async () => {
    const { rows } = await stack.db.query<{ rolcanlogin: boolean }>(`select rolcanlogin from pg_roles where rolname = 'authenticator'`);
    expect(rows).toEqual([{ rolcanlogin: false }]);
  });

  it('a migration, run as postgres, sets and resets a setting on role authenticator, as on hosted', async () => {
    const forThisDatabase = (setting: string) =>
      sqlAsPostgres(stack, `do $$ begin execute format('alter role authenticator in database %I ${setting.replaceAll("'", "''")}', current_database()); end $$`);
    await forThisDatabase(`set pgrst.db_plan_enabled = 'true'`);
    const { rows } = await stack.db.query<{ settings: string[] }>(
      `select setconfig as settings from pg_db_role_setting where setrole = 'authenticator'::regrole and setdatabase = (select oid from pg_database where datname = current_database())`,
    );
    expect(rows[0]?.settings).toContain('pgrst.db_plan_enabled=true');
    await forThisDatabase('reset all');
  });

  it('by default only public and graphql_public are exposed', async () => {
    const response = await get('posts?select=id', { 'accept-profile': 'personal' });
    expect(response.status).toBe(406);
    expect(await readJson(response)).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: personal',
      hint: 'Only the following schemas are exposed: public, graphql_public',
    });
  });

  it('db_max_rows is read on reload config and on reload schema, and reset restores the default', async () => {
    const all = await postCount();
    expect(all).toBeGreaterThan(2);
    await setForThisDatabase(`set pgrst.db_max_rows = '2'`);
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) === 2);

    await setForThisDatabase(`set pgrst.db_max_rows = '3'`);
    await stack.db.query(`notify pgrst, 'reload schema'`);
    await eventually(async () => (await postCount()) === 3);

    await setForThisDatabase('reset all');
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) === all);
  });

  // On a shared Postgres server a global setting would reach the other test files' databases.
  it.skipIf(inject('engine') !== 'pglite')('a setting for this database wins over the global one', async () => {
    await stack.db.query(`alter role authenticator set pgrst.db_max_rows = '2'`);
    await setForThisDatabase(`set pgrst.db_max_rows = '3'`);
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) === 3);
    await stack.db.query(`alter role authenticator reset all`);
    await setForThisDatabase('reset all');
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) > 3);
  });

  it('a count is never capped by db_max_rows', async () => {
    await setForThisDatabase(`set pgrst.db_max_rows = '1'`);
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) === 1);
    const { data, count } = await stack.client().from('posts').select('id', { count: 'exact' });
    expect(data).toHaveLength(1);
    expect(count).toBeGreaterThan(1);
    await setForThisDatabase('reset all');
    await stack.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await postCount()) > 1);
  });
});
