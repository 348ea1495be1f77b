import type { Executor, SqlSession } from '../engine/executor';
import { runAsRequest, type RequestContext } from '../request-context';

const TIMESTAMP_KEYS = new Set(['created_at', 'updated_at', 'last_accessed_at']);

/**
 * Rows are built as JSON in SQL (both engines decode arrays differently); timestamps are then
 * re-rendered the way Storage's node-postgres driver serialises Dates: ISO with `Z`.
 */
export function parseJsonRow<Row>(text: string): Row {
  return JSON.parse(text, (key: string, value: unknown) =>
    TIMESTAMP_KEYS.has(key) && typeof value === 'string' ? new Date(value).toISOString() : value,
  ) as Row;
}

/** Runs a statement whose single column `row` holds one JSON row per result row. */
export async function queryJsonRows<Row>(session: SqlSession, sql: string, params: unknown[] = []): Promise<Row[]> {
  const result = await session.query<{ row: string }>(sql, params);
  return result.rows.map((row) => parseJsonRow<Row>(row.row));
}

/**
 * Storage's own transactions may delete from its tables (the bootstrap's storage.protect_delete
 * refuses every other DELETE there), as Storage sets this for each request it scopes.
 */
function asStorage<T>(work: (session: SqlSession) => Promise<T>): (session: SqlSession) => Promise<T> {
  return async (session) => {
    await session.query(`select set_config('storage.allow_delete_query', 'true', true)`, [], { prepare: true });
    return work(session);
  };
}

/** Thrown inside the trial transaction only to roll it back; never escapes runTrialAsCaller. */
class TrialRollback extends Error {
  constructor() {
    super('storage trial rollback');
  }
}

/**
 * Runs `work` as the caller (role + claims, like PostgREST) and always rolls back: Storage's
 * `testPermission`, used to ask RLS before any byte is written.
 */
export async function runTrialAsCaller<T>(
  db: Executor,
  context: RequestContext,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  let outcome: { value: T } | null = null;
  try {
    await runAsRequest(
      db,
      context,
      asStorage(async (session) => {
        outcome = { value: await work(session) };
        throw new TrialRollback();
      }),
    );
  } catch (error) {
    if (!(error instanceof TrialRollback)) throw error;
  }
  if (outcome === null) throw new Error('trial transaction ended without a result');
  return (outcome as { value: T }).value;
}

export function readAsCaller<T>(db: Executor, context: RequestContext, work: (session: SqlSession) => Promise<T>): Promise<T> {
  return runAsRequest(db, context, work, { readOnly: true });
}

export function writeAsCaller<T>(db: Executor, context: RequestContext, work: (session: SqlSession) => Promise<T>): Promise<T> {
  return runAsRequest(db, context, asStorage(work));
}

/** Storage's own writes with owner rights (its queued jobs): RLS bypassed, deletes allowed. */
export function writeAsStorage<T>(db: Executor, work: (session: SqlSession) => Promise<T>): Promise<T> {
  return db.transaction(asStorage(work));
}
