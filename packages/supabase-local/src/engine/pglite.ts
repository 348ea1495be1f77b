import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Executor, SqlResult, SqlSession, TransactionOptions } from './executor';

/**
 * Values come back as Postgres's own text, never converted to JS numbers or Dates, so the
 * stack can pass them on exactly (bigint, numeric scale, timestamps) as PostgREST does. These are
 * the types PGlite would otherwise convert by default; any other type, arrays included, stays text,
 * as node-postgres gives it with the server engine.
 */
const TEXT_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  Object.keys(types.parsers)
    .map(Number)
    .filter((oid) => Number.isInteger(oid))
    .map((oid) => [oid, oid === types.BOOL ? (value: string) => value === 't' : (value: string) => value]),
);

/**
 * Parameters arrive as Postgres text, as over the wire to a server (REST filters are text).
 * PGlite's own boolean serializer accepts only JS booleans, so `published=eq.true` would fail.
 */
const TEXT_SERIALIZERS: Record<number, (value: unknown) => string> = {
  [types.BOOL]: (value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
};

export interface PgliteOptions {
  /** Directory for a persistent database; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (a migrated template). */
  loadDataDir?: Blob;
}

export async function createPgliteExecutor(options: PgliteOptions = {}): Promise<PgliteExecutor> {
  // A fresh clone has no .data/ yet; PGlite creates only the last directory level itself.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pgcrypto, uuid_ossp },
    parsers: TEXT_PARSERS,
    serializers: TEXT_SERIALIZERS,
  });
  // PGlite adds a parser for each array type of the database (hundreds, one per table and view)
  // and copies the whole map for every statement it runs: 0.3 ms of each statement here. The
  // stack wants arrays as text too, so the map is only the text parsers.
  db.parsers = { ...TEXT_PARSERS };
  await adoptHostedSuperuser(db);
  return new PgliteExecutor(db);
}

/**
 * PGlite's initdb calls its superuser `postgres` and always runs as it; on hosted Supabase the
 * superuser is `supabase_admin` and `postgres` is an ordinary role, which the bootstrap creates.
 * A role cannot be renamed while it is the session user, so a superuser of the moment holds the
 * session meanwhile (also in a data directory created before the rename). The session is then
 * explicitly `supabase_admin`'s: PGlite starts without a session_authorization setting, so a
 * transaction-local one (migrations as postgres, requests as authenticator) would otherwise
 * outlive its transaction.
 */
async function adoptHostedSuperuser(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ rolname: string }>('select rolname from pg_roles where oid = 10');
  if (rows[0]?.rolname === 'postgres') {
    await db.exec(`
      create role stand_in_renamer superuser;
      set session authorization stand_in_renamer;
      alter role postgres rename to supabase_admin;
      set session authorization supabase_admin;
      drop role stand_in_renamer;
    `);
  }
  await db.exec('set session authorization supabase_admin');
}

function toResult<Row>(result: { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }): SqlResult<Row> {
  return { rows: result.rows as Row[], fields: result.fields, affectedRows: result.affectedRows };
}

export class PgliteExecutor implements Executor {
  readonly kind = 'pglite' as const;

  constructor(readonly db: PGlite) {}

  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    return toResult<Row>(await this.db.query(sql, params));
  }

  async exec(script: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.exec(script);
    });
  }

  async transaction<T>(work: (session: SqlSession) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.db.transaction(async (tx) => {
      if (options.readOnly) await tx.query('set transaction read only');
      return work({
        query: async <Row>(sql: string, params: unknown[] = []) => toResult<Row>(await tx.query(sql, params)),
      });
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onNotify);
  }

  /** A tarball of the whole database, to start further in-memory copies from. */
  async dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  /**
   * Runs `work` while no statement can run: after a checkpoint, with the single connection's
   * lock held, so the files under the data dir stay a consistent point-in-time image (backups).
   */
  async whileFrozen<T>(work: () => Promise<T>): Promise<T> {
    await this.db.query('checkpoint');
    return this.db.transaction(() => work());
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
