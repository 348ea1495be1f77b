import type { SqlResult } from '../src/engine/executor';
import type { JwtClaims } from '../src/jwt';
import { claimsForRole, runAsRequest } from '../src/request-context';
import type { LocalStack } from '../src/index';

/**
 * Runs SQL exactly as the REST service runs a request: one transaction, transaction-local
 * role and JWT claims. For RLS and RPC tests at the SQL level; behaviour is the same as a
 * supabase-js call minus the HTTP layer.
 */
export async function sqlAs<Row = Record<string, unknown>>(
  stack: Pick<LocalStack, 'db'>,
  claims: JwtClaims | null,
  sql: string,
  params: unknown[] = [],
): Promise<SqlResult<Row>> {
  const { role, claims: effectiveClaims } = claimsForRole(claims);
  return runAsRequest(stack.db, { role, claims: effectiveClaims, method: 'POST', path: '/test', headers: {} }, (session) =>
    session.query<Row>(sql, params),
  );
}

/**
 * sqlAs with a lock timeout for the request: a statement that would wait longer for a lock fails
 * (55P03), as a request does when its timeout ends while another transaction holds a table.
 */
export async function sqlAsWithLockTimeout<Row = Record<string, unknown>>(
  stack: Pick<LocalStack, 'db'>,
  claims: JwtClaims | null,
  lockTimeoutMs: number,
  sql: string,
  params: unknown[] = [],
): Promise<SqlResult<Row>> {
  const { role, claims: effectiveClaims } = claimsForRole(claims);
  return runAsRequest(stack.db, { role, claims: effectiveClaims, method: 'POST', path: '/test', headers: {} }, async (session) => {
    await session.query(`set local lock_timeout = ${Math.trunc(lockTimeoutMs)}`);
    return session.query<Row>(sql, params);
  });
}

/**
 * Runs SQL as `postgres`, the role the Supabase CLI and the SQL editor use on a hosted project
 * (where it is not a superuser), in a transaction of its own.
 */
export async function sqlAsPostgres<Row = Record<string, unknown>>(
  stack: Pick<LocalStack, 'db'>,
  sql: string,
  params: unknown[] = [],
): Promise<SqlResult<Row>> {
  return stack.db.transaction(async (session) => {
    await session.query('set local session authorization postgres');
    return session.query<Row>(sql, params);
  });
}
