import type { Executor, SqlSession } from './engine/executor';
import type { JwtClaims } from './jwt';

/** Who is asking and how, as PostgREST hands it to Postgres for one request. */
export interface RequestContext {
  /** Effective database role: the JWT's `role` claim, `anon` without a token. */
  role: string;
  /** The whole JWT payload; `role` is forced to the effective role. */
  claims: JwtClaims;
  method: string;
  /** Path after the gateway prefix: `/todos`, `/rpc/fn`, `/object/bucket/x`. */
  path: string;
  /** Lower-cased request headers, Cookie excluded. */
  headers: Record<string, string>;
  cookies?: Record<string, string>;
  /** PostgREST's search_path: the request's schema, then `db_extra_search_path`. */
  searchPath?: string[];
}

export function claimsForRole(claims: JwtClaims | null): { role: string; claims: JwtClaims } {
  const role = typeof claims?.role === 'string' && claims.role !== '' ? claims.role : 'anon';
  return { role, claims: { ...(claims ?? {}), role } };
}

/**
 * One request = one transaction, as PostgREST does it: every setting is transaction-local
 * (`set_config(…, true)`), so nothing leaks into the next request on the same connection. The
 * session user is `authenticator`, as PostgREST's connection on hosted, so SQL in a request can
 * switch only to the API roles (`reset role` leads back to authenticator, never to a superuser).
 * The legacy per-claim GUCs (`request.jwt.claim.sub` …) are deliberately not set: PostgREST
 * v12+ does not set them, and code relying on them must fail here as it would on hosted.
 */
export async function runAsRequest<T>(
  db: Executor,
  context: RequestContext,
  work: (session: SqlSession) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(async (session) => {
    await applyRequestSettings(session, context);
    return work(session);
  }, options);
}

export async function applyRequestSettings(session: SqlSession, context: RequestContext): Promise<void> {
  const headers = Object.fromEntries(Object.entries(context.headers).filter(([name]) => name !== 'cookie'));
  await session.query(
    `select set_config('search_path', $7, true),
            set_config('session_authorization', 'authenticator', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true),
            set_config('request.cookies', $6, true)`,
    [
      context.role,
      JSON.stringify(context.claims),
      context.method,
      context.path,
      JSON.stringify(headers),
      JSON.stringify(context.cookies ?? {}),
      (context.searchPath ?? ['public', 'extensions']).map((schema) => `"${schema.replace(/"/g, '""')}"`).join(', '),
    ],
    // One text for every request, planned once per connection.
    { prepare: true },
  );
}
