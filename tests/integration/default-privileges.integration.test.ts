import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BOOTSTRAP_SQL, createPgliteExecutor, createPostgresExecutor, createThrowawayDatabase, type Executor, migrateDatabase, sqlAs } from '@club-app/supabase-local/testing';
import { PROFILES } from '../support/profiles';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser } from '../seed/users';

/**
 * A hosted project's "default privileges for new entities" may be on or off (its owner switches
 * it); when on, the Supabase image grants ALL on every table, view, sequence and function that
 * `postgres` creates in public to the API roles. The schema must mean the same either way: this
 * file builds a database with those defaults switched on before the migrations and compares every
 * privilege of anon, authenticated and service_role with the suite's database (defaults off).
 */
const API_ROLES = ['anon', 'authenticated', 'service_role'];

/** What the Supabase Postgres image runs for objects `postgres` creates in public. */
const IMAGE_DEFAULT_PRIVILEGES = `
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
`;

/**
 * Every effective privilege (own, through PUBLIC or a membership) of an API role on the objects
 * in public, one line each: relations per operation, a column's privilege where the table-level
 * one is missing (profiles' display_name), sequences, and EXECUTE of every function.
 */
const PRIVILEGES_SQL = `
with roles(role) as (select unnest($1::text[])),
relations as (
  select c.oid, c.relname, c.relkind from pg_catalog.pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
)
select format('%s %s %s', r.role, lower(p.privilege), rel.relname) as privilege
from roles r cross join relations rel
cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(privilege)
where pg_catalog.has_table_privilege(r.role, rel.oid, p.privilege)
union all
select format('%s %s %s.%s', r.role, lower(p.privilege), rel.relname, a.attname)
from roles r cross join relations rel
join pg_catalog.pg_attribute a on a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped
cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p(privilege)
where pg_catalog.has_column_privilege(r.role, rel.oid, a.attnum, p.privilege)
  and not pg_catalog.has_table_privilege(r.role, rel.oid, p.privilege)
union all
select format('%s %s %s', r.role, lower(p.privilege), c.relname)
from roles r cross join pg_catalog.pg_class c
cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) p(privilege)
where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
  and pg_catalog.has_sequence_privilege(r.role, c.oid, p.privilege)
union all
select format('%s execute %s', r.role, f.oid::regprocedure)
from roles r cross join pg_catalog.pg_proc f
where f.pronamespace = 'public'::regnamespace and pg_catalog.has_function_privilege(r.role, f.oid, 'EXECUTE')
order by 1`;

async function privileges(db: Executor): Promise<string[]> {
  return (await db.query<{ privilege: string }>(PRIVILEGES_SQL, [API_ROLES])).rows.map((row) => row.privilege);
}

interface FreshDatabase {
  db: Executor;
  drop(): Promise<void>;
}

/** An empty database on the suite's engine, owned by this file. */
async function emptyDatabase(): Promise<FreshDatabase> {
  if (inject('engine') === 'pglite') {
    const db = await createPgliteExecutor();
    return { db, drop: () => db.close() };
  }
  const database = await createThrowawayDatabase(process.env.DATABASE_URL as string, `default_privileges_${randomUUID().replaceAll('-', '')}`);
  const db = createPostgresExecutor(database.url, 2);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

let withDefaults: FreshDatabase;
let suiteStack: TestStack;

beforeAll(async () => {
  suiteStack = await startTestStack('app');
  withDefaults = await emptyDatabase();
  // The API roles exist on a hosted project before its settings name them.
  await withDefaults.db.exec(readFileSync(BOOTSTRAP_SQL, 'utf8'));
  await withDefaults.db.exec(IMAGE_DEFAULT_PRIVILEGES);
  // Privileges do not depend on rows: the seed is left out to keep the build short.
  await migrateDatabase(withDefaults.db, { ...PROFILES.app, seedFile: null });
}, 300_000);

afterAll(async () => {
  await withDefaults?.drop();
  await suiteStack?.stop();
});

const databases = () => [
  ['default privileges on', withDefaults.db],
  ['default privileges off', suiteStack.db],
] as const;

describe('grants with the image default privileges switched on', () => {
  it('every privilege of anon, authenticated and service_role in public is the same as with them off', async () => {
    const off = await privileges(suiteStack.db);
    expect(off.length).toBeGreaterThan(0);
    expect(await privileges(withDefaults.db)).toEqual(off);
  });

  it('the owner-rights views of players on match sheets are read-only for anon', async () => {
    for (const [setting, db] of databases()) {
      await expect(sqlAs({ db }, null, `update public.public_members set surname = 'X'`), setting).rejects.toMatchObject({ code: '42501' });
      await expect(sqlAs({ db }, null, `delete from public.public_members`), setting).rejects.toMatchObject({ code: '42501' });
      await expect(sqlAs({ db }, null, `update public.public_external_players set surname = 'X'`), setting).rejects.toMatchObject({ code: '42501' });
      await expect(sqlAs({ db }, null, `select count(*) from public.public_members`), setting).resolves.toBeDefined();
    }
  });

  it('a member changes only the display name of their own profile, never its role or e-mail', async () => {
    for (const [setting, db] of databases()) {
      const member = await seedUser({ db, jwtSecret: suiteStack.jwtSecret });
      const update = (assignment: string) =>
        sqlAs({ db }, member.claims, `update public.profiles set ${assignment} where user_id = auth.uid()`);
      await expect(update(`role = 'admin'`), setting).rejects.toMatchObject({ code: '42501' });
      await expect(update(`email = 'admin@svinov.local'`), setting).rejects.toMatchObject({ code: '42501' });
      expect((await update(`display_name = 'Nové jméno'`)).affectedRows, setting).toBe(1);
    }
  });

  it('anon cannot execute the staff-only functions', async () => {
    const calls = [
      'public.lineup_category_id(null::uuid)',
      'public.get_attendance_summary(null::uuid, null::uuid)',
      'public.get_team_season_results(null::uuid, null::uuid)',
      'public.get_opponent_top_scorers(null::uuid, 5)',
      'public.get_player_statistics(null::uuid, null::uuid)',
    ];
    for (const [setting, db] of databases()) {
      for (const call of calls) {
        await expect(sqlAs({ db }, null, `select ${call}`), `${setting}: ${call}`).rejects.toMatchObject({ code: '42501' });
      }
    }
  });

  it('new objects get no privileges by default, so a migration that forgets its grants fails on every project', async () => {
    for (const [setting, db] of databases()) {
      // As postgres, the role whose default privileges the image sets and that runs migrations.
      await db.exec(`
        set local role postgres;
        create table public.default_privileges_probe (id int);
        create function public.default_privileges_probe_fn() returns int language sql as 'select 1';`);
      const granted = (await privileges(db)).filter((privilege) => privilege.includes('default_privileges_probe'));
      await db.exec('drop table public.default_privileges_probe; drop function public.default_privileges_probe_fn();');
      expect(granted, setting).toEqual([]);
    }
  });
});
