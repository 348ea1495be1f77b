import { randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_REUSE_SECONDS } from '../config';
import type { Executor, SqlSession } from '../engine/executor';
import { signJwt } from '../jwt';
import { authErrors, type AuthError } from './errors';
import { findUserById, type AuthUser, type UserRecord } from './users';

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export interface SessionSigner {
  jwtSecret: string;
  issuer: string;
  /** Seconds an access token lives (GOTRUE_JWT_EXP). */
  expiresIn: number;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** One `amr` entry: how the session was signed in, and when (unix seconds). */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Sign-in methods that are a second factor: a session holding one of them is `aal2`. */
const SECOND_FACTOR_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

/** The session's assurance level, as GoTrue derives it from the session's claims. */
export function assuranceLevel(amr: AmrEntry[]): 'aal1' | 'aal2' {
  return amr.some((entry) => SECOND_FACTOR_METHODS.includes(entry.method)) ? 'aal2' : 'aal1';
}

/** The access token with GoTrue's claim set. */
export async function accessToken(signer: SessionSigner, record: UserRecord, sessionId: string, amr: AmrEntry[]): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + signer.expiresIn;
  const token = await signJwt(
    {
      iss: signer.issuer,
      sub: record.user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: record.user.email,
      phone: '',
      app_metadata: record.appMetadata,
      user_metadata: record.userMetadata,
      role: 'authenticated',
      aal: assuranceLevel(amr),
      amr,
      session_id: sessionId,
      is_anonymous: record.user.is_anonymous === true,
    },
    signer.jwtSecret,
  );
  return { token, expiresAt };
}

export async function sessionJson(signer: SessionSigner, record: UserRecord, sessionId: string, refreshToken: string, amr: AmrEntry[]): Promise<Session> {
  const { token, expiresAt } = await accessToken(signer, record, sessionId, amr);
  return { access_token: token, token_type: 'bearer', expires_in: signer.expiresIn, expires_at: expiresAt, refresh_token: refreshToken, user: record.user };
}

/** A sign-in: a session row, its first refresh token, last_sign_in_at. */
export async function startSession(db: SqlSession, signer: SessionSigner, userId: string, method: string, userAgent?: string): Promise<Session> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(`insert into auth.sessions (id, user_id, aal, user_agent, refreshed_at) values ($1, $2, 'aal1', $3, now())`, [sessionId, userId, userAgent ?? null]);
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [refreshToken, userId, sessionId]);
  await db.query(`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), $2)`, [sessionId, method]);
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  const record = await findUserById(db, userId);
  if (!record) throw authErrors.userNotFound();
  return sessionJson(signer, record, sessionId, refreshToken, await sessionAmr(db, sessionId));
}

/** The session's `amr`, as GoTrue builds it from auth.mfa_amr_claims: most recent first. */
export async function sessionAmr(db: SqlSession, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ method: string; timestamp: string }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::text as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, id`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

interface TokenRow {
  id: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  age_seconds: string;
}

/**
 * Rotation: the presented token is revoked and a child issued. A just-revoked token
 * presented again within the reuse window gets the session's current token (parallel SSR
 * refreshes); later reuse revokes the whole session.
 */
/** A refresh's result; either error is returned (not thrown) so the transaction commits. */
type RefreshOutcome = { session: Session } | { error: AuthError } | { commitError: AuthError };

export async function refreshSession(db: Executor, signer: SessionSigner, presented: string): Promise<Session> {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = (
      await tx.query<TokenRow>(
        `select id::text, user_id, session_id, revoked, extract(epoch from now() - updated_at)::text as age_seconds
         from auth.refresh_tokens where token = $1 for update`,
        [presented],
      )
    ).rows[0];
    if (!row) return { error: authErrors.refreshNotFound() };
    if (!row.session_id || (await tx.query('select 1 from auth.sessions where id = $1', [row.session_id])).rows.length === 0) {
      return { error: authErrors.refreshSessionGone() };
    }
    const record = await findUserById(tx, row.user_id);
    if (!record) return { error: authErrors.refreshSessionGone() };
    if (record.isBanned) return { error: authErrors.refreshBanned() };
    let token = presented;
    if (row.revoked) {
      if (Number(row.age_seconds) > REFRESH_TOKEN_REUSE_SECONDS) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { commitError: authErrors.refreshReused() };
      }
      const current = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      token = current.rows[0]?.token ?? presented;
    } else {
      token = newRefreshToken();
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
      await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [token, row.user_id, row.session_id, presented]);
      await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [row.session_id]);
    }
    // The token keeps the sign-in's method and time; only a session with no recorded claims
    // (made before they were kept) says token_refresh, as GoTrue does.
    const amr = await sessionAmr(tx, row.session_id);
    const claims = amr.length > 0 ? amr : [{ method: 'token_refresh', timestamp: Math.floor(Date.now() / 1000) }];
    return { session: await sessionJson(signer, record, row.session_id, token, claims) };
  });
  if ('session' in outcome) return outcome.session;
  // A reuse outside the window revokes the session, and that revocation must stay committed.
  throw 'commitError' in outcome ? outcome.commitError : outcome.error;
}

export async function endSessions(db: SqlSession, userId: string, sessionId: string | null, scope: string): Promise<void> {
  if (scope === 'local' && sessionId) await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
