import pg from 'pg';
import { withDatabase } from '../engine/postgres';
import { runTool } from './run-tool';

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
