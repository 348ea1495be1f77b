import { randomInt } from 'node:crypto';
import { OTP_EXPIRY_SECONDS } from '../config';
import type { SqlSession } from '../engine/executor';
import type { StackResponse } from '../http/types';
import type { JwtClaims } from '../jwt';
import { tokenHash } from './email-links';
import { AuthError, authErrors } from './errors';
import { assertMailAllowed } from './outbox';
import type { AuthContext } from './service';
import type { UserRecord } from './users';

/** A session younger than this changes its password without a nonce, as GoTrue allows. */
const RECENT_SIGN_IN_SECONDS = 24 * 3600;

/**
 * `reauthenticate`: a 6-digit nonce mailed to the signed-in user, which a password change asks
 * for when secure password change is on and the session is older than a day.
 */
export function reauthenticationRoutes(context: AuthContext) {
  const { db } = context.services;

  async function send(who: { record: UserRecord }): Promise<StackResponse> {
    const { record } = who;
    const email = record.user.email;
    if (!email) throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    if (!record.isConfirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await db.transaction(async (tx) => {
      await assertMailAllowed(tx, context.outbox.limiter, record.user.id, 'reauthentication_sent_at');
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const hash = tokenHash(email, otp);
      await tx.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [record.user.id, hash]);
      await tx.query(
        `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, 'reauthentication_token', $2, $3)
         on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, created_at = now(), updated_at = now()`,
        [record.user.id, hash, email],
      );
      const variables = { SiteURL: context.site().siteUrl, Email: email, Token: otp };
      const rendered = context.outbox.templates.render('reauthentication', { ...variables, Data: record.userMetadata });
      context.outbox.mail.send({ to: email, subject: rendered.subject, html: rendered.html, text: rendered.text, variables });
    });
    return context.ok({});
  }

  /** Secure password change: a session older than a day must present the mailed nonce, used once. */
  async function assertNonce(tx: SqlSession, record: UserRecord, claims: JwtClaims, nonce: unknown): Promise<void> {
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    const { rows: recent } = sessionId
      ? await tx.query('select 1 from auth.sessions where id = $1 and created_at + make_interval(secs => $2) > now()', [sessionId, RECENT_SIGN_IN_SECONDS])
      : { rows: [] };
    if (recent.length > 0) return;
    if (typeof nonce !== 'string' || nonce === '') throw authErrors.reauthenticationNeeded();
    const { rows } = await tx.query(
      `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
       where id = $1 and reauthentication_token = $2 and reauthentication_sent_at + make_interval(secs => $3) > now() returning id`,
      [record.user.id, tokenHash(record.user.email, nonce), OTP_EXPIRY_SECONDS],
    );
    if (rows.length === 0) throw authErrors.reauthenticationNotValid();
    await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`, [record.user.id]);
  }

  return { send, assertNonce };
}
