import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresExecutor, createThrowawayDatabase, migrateDatabase, sqlAs, sqlAsPostgres } from '@club-app/supabase-local/testing';
import { startLocalStack } from '@club-app/supabase-local';
import { PROFILES } from '../support/profiles';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The stand-in's roles as a hosted project's: `postgres`, which runs the migrations and the
 * seed, is not a superuser, may not create objects in Auth's and Storage's schemas, and a
 * request's session is PostgREST's `authenticator`. Checked on the app's migrated database.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

describe('postgres as on hosted Supabase', () => {
  it('is an ordinary role that bypasses RLS, creates roles and databases and is a member of the API roles', async () => {
    const { rows } = await stack.db.query(
      `select rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolcanlogin,
              (select string_agg(m.roleid::regrole::text, ',' order by m.roleid::regrole::text) from pg_auth_members m
                where m.member = r.oid and m.roleid::regrole::text in ('anon', 'authenticated', 'service_role', 'authenticator')) as api_roles
       from pg_roles r where rolname = 'postgres'`,
    );
    expect(rows).toEqual([
      { rolsuper: false, rolbypassrls: true, rolcreaterole: true, rolcreatedb: true, rolcanlogin: true, api_roles: 'anon,authenticated,authenticator,service_role' },
    ]);
  });

  it('owns every object the migrations and the seed created in public', async () => {
    const { rows } = await stack.db.query(
      `select c.relname from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'S') and c.relowner <> 'postgres'::regrole
       union all
       select p.proname from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proowner <> 'postgres'::regrole`,
    );
    expect(rows).toEqual([]);
    const { rows: tables } = await stack.db.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    expect(Number(tables[0]?.n)).toBeGreaterThan(20);
  });

  it('may not create objects in auth or storage, but in public', async () => {
    for (const schema of ['auth', 'storage']) {
      await expect(sqlAsPostgres(stack, `create table ${schema}.x (id int)`)).rejects.toMatchObject({ code: '42501' });
      await expect(sqlAsPostgres(stack, `create function ${schema}.f() returns int language sql as 'select 1'`)).rejects.toMatchObject({ code: '42501' });
    }
    await expect(sqlAsPostgres(stack, 'create table public.postgres_may (id int)')).resolves.toBeDefined();
  });

  it('still adds what migrations add there: policies on storage.objects, buckets, triggers on auth.users', async () => {
    await sqlAsPostgres(stack, `create policy "roles test" on storage.objects for select to authenticated using (false)`);
    await sqlAsPostgres(stack, `insert into storage.buckets (id, name) values ('roles-test', 'roles-test')`);
    await sqlAsPostgres(stack, `create trigger roles_test after insert on auth.users for each row execute function public.handle_new_user()`);
    const { rows } = await sqlAsPostgres(stack, `select count(*)::int as n from auth.users`);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('finds the extensions in schema extensions, as hosted installs them', async () => {
    const { rows } = await stack.db.query(
      `select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('pgcrypto', 'uuid-ossp') order by extname`,
    );
    expect(rows).toEqual([
      { extname: 'pgcrypto', schema: 'extensions' },
      { extname: 'uuid-ossp', schema: 'extensions' },
    ]);
    const { rows: digest } = await sqlAsPostgres(stack, `select extensions.crypt('x', extensions.gen_salt('bf')) like '$2a$%' as ok`);
    expect(digest).toEqual([{ ok: true }]);
  });

  it('auth and storage tables belong to the services\' roles', async () => {
    const { rows } = await stack.db.query(
      `select c.oid::regclass::text as name, c.relowner::regrole::text as owner from pg_class c
       where c.oid in ('auth.users'::regclass, 'auth.identities'::regclass, 'storage.objects'::regclass, 'storage.buckets'::regclass) order by 1`,
    );
    expect(rows).toEqual([
      { name: 'auth.identities', owner: 'supabase_auth_admin' },
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'storage.buckets', owner: 'supabase_storage_admin' },
      { name: 'storage.objects', owner: 'supabase_storage_admin' },
    ]);
  });
});

describe('a request as PostgREST runs it', () => {
  it('has authenticator as its session user, so it can leave its role only for authenticator', async () => {
    const { rows } = await sqlAs(stack, null, 'select session_user::text as session, current_user::text as current');
    expect(rows).toEqual([{ session: 'authenticator', current: 'anon' }]);
    await expect(sqlAs(stack, null, 'set role postgres')).rejects.toMatchObject({ code: '42501' });
    const { rows: reset } = await sqlAs(stack, null, `select set_config('role', 'none', true), current_user::text as current`);
    expect(reset[0]?.current).toBe('authenticator');
  });
});

describe("the seed's users, as GoTrue reads them", () => {
  it('have the instance, audience, role, non-null token columns and e-mail identity GoTrue needs to sign them in', async () => {
    const { rows } = await stack.db.query(
      `select u.email from auth.users u
       where u.email like '%@svinov.local' and (
         u.instance_id is distinct from $1 or u.aud is distinct from 'authenticated' or u.role is distinct from 'authenticated'
         or u.confirmation_token is null or u.recovery_token is null or u.email_change_token_new is null or u.email_change is null
         or u.email_change_token_current is null or u.phone_change_token is null or u.reauthentication_token is null
         or not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email' and i.provider_id = u.id::text))`,
      [NIL_INSTANCE],
    );
    expect(rows).toEqual([]);
  });
});

describe('a database made before migrations ran as postgres', () => {
  it.skipIf(inject('engine') !== 'pglite')('still starts on PGlite, with its superuser renamed and its objects handed to postgres', async () => {
    const dataRoot = mkdtempSync(join(tmpdir(), 'stack-old-roles-'));
    try {
      // What such a data dir holds: PGlite's own superuser postgres owning the project's objects,
      // and auth.users filling instance_id, aud and role by defaults.
      const old = await PGlite.create({ dataDir: join(dataRoot, 'db') });
      await old.exec(`
        create type public.legacy_kind as enum ('a', 'b');
        create table public.legacy_notes (id serial primary key, kind public.legacy_kind);
        create function public.legacy_count() returns bigint language sql as 'select count(*) from public.legacy_notes';
        create schema auth;
        create table auth.users (
          instance_id uuid default '${NIL_INSTANCE}', id uuid primary key default gen_random_uuid(),
          aud varchar(255) default 'authenticated', role varchar(255) default 'authenticated',
          email varchar(255), is_sso_user boolean not null default false);
      `);
      await old.close();
      // A migration landed since, applied on this start.
      const migrationsDir = join(dataRoot, 'migrations');
      mkdirSync(migrationsDir);
      writeFileSync(join(migrationsDir, '0001_after_upgrade.sql'), 'create table public.after_upgrade (id int primary key);');

      const started = await startLocalStack({ port: 0, dataRoot, migrationsDir, seedFile: null, authRateLimits: false });
      try {
        const { rows } = await started.db.query(
          `select (select rolname from pg_roles where oid = 10) as superuser,
                  (select rolsuper from pg_roles where rolname = 'postgres') as postgres_is_superuser,
                  (select relowner::regrole::text from pg_class where oid = 'public.legacy_notes'::regclass) as table_owner,
                  (select typowner::regrole::text from pg_type where oid = 'public.legacy_kind'::regtype) as type_owner,
                  (select proowner::regrole::text from pg_proc where oid = 'public.legacy_count'::regproc) as function_owner,
                  (select relowner::regrole::text from pg_class where oid = 'public.after_upgrade'::regclass) as migrated_owner,
                  (select count(*)::int from information_schema.columns where table_schema = 'auth' and table_name = 'users'
                     and column_name in ('instance_id', 'aud', 'role') and column_default is not null)::text as defaults`,
        );
        expect(rows).toEqual([
          { superuser: 'supabase_admin', postgres_is_superuser: false, table_owner: 'postgres', type_owner: 'postgres', function_owner: 'postgres', migrated_owner: 'postgres', defaults: '0' },
        ]);
      } finally {
        await started.stop();
      }
    } finally {
      rmSync(dataRoot, { recursive: true, force: true });
    }
  });

  it.skipIf(inject('engine') !== 'postgres')('is refused on a server connected as postgres, with how to set the server up', async () => {
    const database = await createThrowawayDatabase(process.env.DATABASE_URL as string, `stack_roles_${process.pid}`);
    const url = new URL(database.url);
    url.username = 'postgres';
    const db = createPostgresExecutor(url.toString(), 1);
    try {
      await expect(migrateDatabase(db, PROFILES.empty)).rejects.toMatchObject({ message: /superuser other than postgres/ });
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
