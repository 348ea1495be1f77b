import { createHash, randomInt, randomUUID } from 'node:crypto';
import { OTP_EXPIRY_SECONDS } from '../config';
import type { Executor, SqlSession } from '../engine/executor';
import { authErrors } from './errors';
import { assertMailAllowed, type Outbox } from './outbox';
import { startSession, type Session, type SessionSigner } from './sessions';
import type { UserRecord } from './users';

/** GoTrue's token hash: a digest of the e-mail and the 6-digit code, so either can verify. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

export interface RecoveryRequest {
  codeChallenge?: string;
  codeChallengeMethod?: string;
  redirectTo: string;
}

/**
 * A password-reset mail (§3.6). With PKCE (as @supabase/ssr sends) the link's hash is marked
 * `pkce_` and a flow state remembers the challenge; the verify link then hands out a code.
 */
export async function sendRecovery(db: SqlSession, outbox: Outbox, apiUrl: string, siteUrl: string, record: UserRecord, request: RecoveryRequest): Promise<void> {
  await assertMailAllowed(db, outbox.limiter, record.user.id, 'recovery_sent_at');
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(record.user.email, otp);
  const isPkce = Boolean(request.codeChallenge);
  const linkToken = isPkce ? `pkce_${hash}` : hash;
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, 'recovery_token', $2, $3)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now(), updated_at = now()`,
    [record.user.id, hash, record.user.email],
  );
  await db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [record.user.id, hash]);
  if (isPkce) {
    await db.query(`delete from auth.flow_state where user_id = $1 and authentication_method = 'recovery'`, [record.user.id]);
    await db.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
       values ($1, $2, $3, $4, $5, 'email', 'recovery')`,
      [randomUUID(), record.user.id, randomUUID(), request.codeChallengeMethod ?? 's256', request.codeChallenge],
    );
  }
  const link = `${apiUrl}/auth/v1/verify?token=${encodeURIComponent(linkToken)}&type=recovery&redirect_to=${encodeURIComponent(request.redirectTo)}`;
  outbox.mail.send({
    to: record.user.email,
    subject: 'Obnovení hesla',
    text: `Pro nastavení nového hesla otevřete tento odkaz:\n${link}\n\nNebo zadejte kód: ${otp}\n`,
    variables: { ConfirmationURL: link, Token: otp, TokenHash: linkToken, SiteURL: siteUrl, RedirectTo: request.redirectTo, Email: record.user.email },
  });
}

/** Consumes a recovery token (link hash, or e-mail + code); single use, expires after OTP_EXPIRY_SECONDS. */
export async function consumeRecoveryToken(db: SqlSession, presented: string): Promise<{ userId: string; isPkce: boolean }> {
  const isPkce = presented.startsWith('pkce_');
  const hash = isPkce ? presented.slice('pkce_'.length) : presented;
  const { rows } = await db.query<{ user_id: string }>(
    `delete from auth.one_time_tokens where token_type = 'recovery_token' and token_hash = $1
       and created_at > now() - make_interval(secs => $2) returning user_id`,
    [hash, OTP_EXPIRY_SECONDS],
  );
  const row = rows[0];
  if (!row) throw authErrors.otpExpired();
  await db.query(`update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [row.user_id]);
  return { userId: row.user_id, isPkce };
}

/** The PKCE auth code handed out by the verify link for this user's recovery flow. */
export async function authCodeFor(db: SqlSession, userId: string): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now() where user_id = $1 and authentication_method = 'recovery' returning auth_code`,
    [userId],
  );
  if (!rows[0]) throw authErrors.flowStateNotFound();
  return rows[0].auth_code;
}

/** `grant_type=pkce`: the code and the verifier whose digest the flow state remembers. */
export async function exchangeCode(db: Executor, signer: SessionSigner, authCode: string, verifier: string): Promise<Session> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; code_challenge: string; code_challenge_method: string; authentication_method: string }>(
      `delete from auth.flow_state where auth_code = $1 and created_at > now() - interval '10 minutes'
       returning user_id::text, code_challenge, code_challenge_method, authentication_method`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow) throw authErrors.flowStateNotFound();
    const expected = flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (expected !== flow.code_challenge) throw authErrors.badCodeVerifier();
    return startSession(tx, signer, flow.user_id, flow.authentication_method);
  });
}
