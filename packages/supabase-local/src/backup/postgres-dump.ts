import { spawn } from 'node:child_process';
import pg from 'pg';
import { withDatabase } from '../engine/postgres';
import { runTool, toolExit } from './run-tool';

/** libpq's environment for a URL: the password travels in PGPASSWORD, never on a command line. */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** pg_dump's custom format: compressed, and pg_restore recreates every object from it. */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  return runTool('pg_dump', ['--format=custom', '--file', file, '--dbname', url], env);
}

/**
 * Replaces the database with the dump: dropped and created anew (so nothing newer than the
 * backup survives), then filled in one transaction. Roles are the server's own, not in the dump.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL names no database.');
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const { url, env } = libpqTarget(databaseUrl);
  await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--dbname', url, file], env);
}

/**
 * Where a club's data lives in a Supabase project: its own tables, and Auth's users with their
 * identities, sessions and audit trail. Auth's own schema_migrations is Auth's version, not the
 * club's data, and stays the target's. Storage's rows are not here: on a project the bytes are
 * outside the database, so rows and files travel together through the Storage API.
 */
const PROJECT_DATA = { schemas: ['public', 'auth'], ownTables: [['auth', 'schema_migrations']] } as const;

/** The rows of the club's schemas, without any schema: a project gets that from its migrations. */
export function dumpProjectData(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  return runTool(
    'pg_dump',
    [
      '--format=custom',
      '--data-only',
      ...PROJECT_DATA.schemas.map((schema) => `--schema=${schema}`),
      ...PROJECT_DATA.ownTables.map(([schema, table]) => `--exclude-table=${schema}.${table}`),
      '--file',
      file,
      '--dbname',
      url,
    ],
    env,
  );
}

/** The migrations applied to the project (as `supabase db push` records them), oldest first. */
export async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    return rows.map((row) => row.version);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') {
      throw new Error('The project has no migration history (supabase_migrations.schema_migrations): apply the migrations with supabase db push first.');
    }
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the rows of the club's schemas with the dump's, in one transaction: every table is
 * emptied, then loaded. With session_replication_role = replica no trigger fires, so nothing
 * the rows already record (timestamps, audit rows, derived counters) is done a second time,
 * and foreign keys do not care about the order tables are loaded in. On a Supabase project its
 * postgres role may set that (supautils lets the privileged role set it); pg_restore's own
 * --disable-triggers would need to own every table, which postgres does not for Auth's.
 */
export async function restoreProjectData(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const schemas = PROJECT_DATA.schemas.map((schema) => pg.escapeLiteral(schema)).join(', ');
  const kept = PROJECT_DATA.ownTables
    .map(([schema, table]) => `(schemaname, tablename) <> (${pg.escapeLiteral(schema)}, ${pg.escapeLiteral(table)})`)
    .join(' and ');
  const prelude = `begin;
set local session_replication_role = replica;
do $$
declare t record;
begin
  for t in select schemaname, tablename from pg_tables where schemaname in (${schemas}) and ${kept} loop
    execute format('delete from %I.%I', t.schemaname, t.tablename);
  end loop;
end
$$;
`;
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--dbname', url], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--data-only', '--file', '-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const loaded = toolExit(psql, 'psql');
  const restored = toolExit(restore, 'pg_restore');
  // psql stopping on an error closes its input: pg_restore is stopped, and psql's exit says why.
  loaded.catch(() => restore.kill());
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(prelude);
  restore.stdout.pipe(psql.stdin, { end: false });
  try {
    await restored;
  } catch (error) {
    // Input ends without a commit: the transaction is rolled back and the project keeps its rows.
    psql.stdin.end();
    await loaded; // when psql stopped first, its error is the reason
    throw error;
  }
  psql.stdin.end('commit;\n');
  await loaded;
}
