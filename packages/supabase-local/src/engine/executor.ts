/**
 * The one seam between the stack and its database engine. Everything above this file
 * (REST, Auth, Storage, bootstrap) talks to an `Executor` and never knows whether it is
 * PGlite in-process or a Postgres server behind a pool.
 */

export interface SqlField {
  name: string;
  dataTypeID: number;
}

export interface SqlResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: SqlField[];
  /** Rows touched by INSERT/UPDATE/DELETE; undefined for plain reads. */
  affectedRows?: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on its connection and run it from there next time, as PostgREST
   * runs its statements: Postgres then parses and plans it once per connection, not per request
   * (most of a short read's cost on a server). Only for statements whose result columns never
   * change, since Postgres refuses a prepared statement whose result type a DDL changed. Honoured
   * inside `transaction` on a Postgres server; PGlite runs the statement as usual.
   */
  prepare?: boolean;
}

/** A connection inside an open transaction. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<SqlResult<Row>>;
}

export interface TransactionOptions {
  /** Runs as `BEGIN READ ONLY`, as PostgREST does for GET/HEAD and stable functions. */
  readOnly?: boolean;
}

export interface Executor extends SqlSession {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs a multi-statement script (bootstrap, a migration, the seed) in one transaction of its
   * own: it applies whole or not at all. Scripts must not contain BEGIN/COMMIT themselves.
   */
  exec(script: string): Promise<void>;
  /**
   * BEGIN … COMMIT around `work`; any throw rolls back and is rethrown. PGlite serialises
   * transactions on its single connection, the pool gives each its own client.
   */
  transaction<T>(work: (session: SqlSession) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Drops every prepared statement, as PostgREST flushes its pool on a schema reload: a statement
   * prepared before a DDL keeps the parameter types it was parsed with (a column changed from
   * uuid to bigint would still expect a uuid).
   */
  forgetPreparedStatements?(): void;
  /** LISTEN on a channel (schema reload); returns the unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error as both engines report it, normalised to the fields PostgREST passes on. */
export interface PostgresError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function toPostgresError(error: unknown): PostgresError | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof candidate.code !== 'string' || !/^[0-9A-Z]{5}$/.test(candidate.code)) return null;
  return {
    code: candidate.code,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    details: typeof candidate.detail === 'string' && candidate.detail !== '' ? candidate.detail : null,
    hint: typeof candidate.hint === 'string' && candidate.hint !== '' ? candidate.hint : null,
  };
}
