import type { Executor, SqlSession } from '../engine/executor';
import { runAsRequest, type RequestContext } from '../request-context';

/** Carries a finished request's answer out of a transaction that is rolled back on purpose. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on purpose');
  }
}

/**
 * A request's transaction, ended as PostgREST ends it: committed, or (`db_tx_end` rollback,
 * `Prefer: tx=rollback`) rolled back after deferred constraints were checked, so the answer is
 * the one a commit would have given but nothing is kept.
 */
export async function runRequestTransaction<T>(
  db: Executor,
  context: RequestContext,
  work: (session: SqlSession) => Promise<T>,
  options: { readOnly: boolean; rollback: boolean },
): Promise<T> {
  try {
    return await runAsRequest(
      db,
      context,
      async (session) => {
        const value = await work(session);
        if (!options.rollback) return value;
        await session.query('set constraints all immediate');
        throw new RolledBack(value);
      },
      { readOnly: options.readOnly },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}
