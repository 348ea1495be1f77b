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

/** A connection inside an open transaction. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
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
