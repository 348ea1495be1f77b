import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { SqlSession } from '../engine/executor';
import type { StackRequest, StackResponse } from '../http/types';
import type { JwtClaims } from '../jwt';
import { AuthError, authErrors } from './errors';
import type { AuthContext } from './service';
import { newRefreshToken, sessionAmr, sessionJson } from './sessions';
import { FACTOR_JSON, tidyFactor } from './factor-json';
import { findUserById, type UserRecord } from './users';

/** GoTrue's MFA defaults: a challenge answers for 5 minutes, an unverified factor without one lives 5 minutes, at most 10 factors. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;
/** RFC 6238 as GoTrue validates: SHA-1, 6 digits, 30 s steps, one step of skew either way. */
const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const TOTP_WINDOW = 1;

const FACTOR_TYPES = ['totp', 'phone', 'webauthn'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const mfaErrors = {
  factorTypeInvalid: () => authErrors.validation('factor_type needs to be totp, phone, or webauthn'),
  // Phone and WebAuthn factors are off unless a project turns them on; the stack has neither.
  enrollDisabled: (type: 'phone' | 'webauthn') =>
    new AuthError(422, `mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`),
  nameConflict: (name: string) => new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`),
  tooManyFactors: () => new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  aal2ToEnroll: () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  aal2ToUnenroll: () => new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  factorIdNotUuid: () => new AuthError(404, 'validation_failed', 'factor_id must be an UUID'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  ipMismatch: () => new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  emptyCode: () => authErrors.validation('Code needs to be non-empty'),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  anonymous: () => new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
};

interface FactorRow {
  id: string;
  status: 'verified' | 'unverified';
  factor_type: string;
  secret: string | null;
  json: string;
}

async function findFactor(db: SqlSession, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw mfaErrors.factorIdNotUuid();
  const { rows } = await db.query<FactorRow>(
    `select f.id::text, f.status::text, f.factor_type::text, f.secret, ${FACTOR_JSON}::text as json from auth.mfa_factors f where f.user_id = $1 and f.id = $2`,
    [userId, factorId],
  );
  if (!rows[0]) throw mfaErrors.factorNotFound();
  return rows[0];
}

export async function listFactors(db: SqlSession, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<{ json: string }>(`select ${FACTOR_JSON}::text as json from auth.mfa_factors f where f.user_id = $1 order by f.created_at`, [userId]);
  return rows.map((row) => tidyFactor(JSON.parse(row.json) as Record<string, unknown>));
}

/**
 * A session's factor is gone: its second-factor claim goes, and so does its `aal2`, as GoTrue
 * downgrades every session that was verified with that factor.
 */
async function deleteFactor(db: SqlSession, factor: FactorRow): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factor.id],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factor.id]);
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}

/** The TOTP of a secret, for the account named in the authenticator app. */
function totpFor(secret: Secret, issuer: string, account: string): TOTP {
  return new TOTP({ issuer, label: account, secret, ...TOTP_PARAMETERS });
}

/**
 * The MFA API GoTrue serves to a signed-in user — `POST /factors` (enrol a TOTP factor),
 * `POST /factors/{id}/challenge`, `POST /factors/{id}/verify` (a valid code makes the session
 * `aal2` and answers a new session), `DELETE /factors/{id}` — and the admin's factor list and delete.
 */
export function mfaRoutes(context: AuthContext) {
  const { db } = context.services;

  interface Caller {
    record: UserRecord;
    claims: JwtClaims;
    sessionId: string | null;
    sessionAal: string;
  }

  async function caller(request: StackRequest): Promise<Caller> {
    const { record, claims } = await context.currentUser(request);
    if (claims.is_anonymous === true) throw mfaErrors.anonymous();
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    const { rows } = sessionId ? await db.query<{ aal: string }>('select coalesce(aal, $2) as aal from auth.sessions where id = $1', [sessionId, 'aal1']) : { rows: [] };
    return { record, claims, sessionId, sessionAal: rows[0]?.aal ?? 'aal1' };
  }

  async function enroll(request: StackRequest, who: Caller): Promise<StackResponse> {
    const body = context.body(request);
    const type = body.factor_type;
    if (!FACTOR_TYPES.includes(type as (typeof FACTOR_TYPES)[number])) throw mfaErrors.factorTypeInvalid();
    if (type === 'phone' || type === 'webauthn') throw mfaErrors.enrollDisabled(type);
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    const userId = who.record.user.id;
    // An enrolment abandoned before its first challenge is forgotten after a while.
    await db.query(
      `delete from auth.mfa_factors f where f.status <> 'verified' and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and f.created_at + make_interval(secs => $1) < now()`,
      [UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const { rows: existing } = await db.query<{ friendly_name: string | null; status: string }>(
      'select friendly_name, status::text from auth.mfa_factors where user_id = $1',
      [userId],
    );
    // GoTrue compares names as given, so two factors without a name conflict too.
    if (existing.some((factor) => (factor.friendly_name ?? '') === friendlyName)) throw mfaErrors.nameConflict(friendlyName);
    const verified = existing.filter((factor) => factor.status === 'verified').length;
    if (existing.length >= MAX_FACTORS || verified >= MAX_FACTORS) throw mfaErrors.tooManyFactors();
    if (verified > 0 && who.sessionAal !== 'aal2') throw mfaErrors.aal2ToEnroll();

    const issuer = typeof body.issuer === 'string' && body.issuer !== '' ? body.issuer : new URL(context.site().siteUrl).host;
    const secret = new Secret({ size: 20 });
    const uri = totpFor(secret, issuer, who.record.user.email).toString();
    // The SVG itself: auth-js turns it into a data URI without encoding it, so, as in GoTrue's
    // SVG, colours are named: a '#' would end the URI there and the image would not load.
    const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })).replaceAll('#ffffff', 'white').replaceAll('#000000', 'black');
    const id = randomUUID();
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, userId, friendlyName, secret.base32],
    );
    return context.ok({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: secret.base32, uri } });
  }

  async function challenge(request: StackRequest, factor: FactorRow): Promise<StackResponse> {
    const id = randomUUID();
    const { rows } = await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [factor.id]);
      return tx.query<{ expires_at: string }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
         returning floor(extract(epoch from created_at + make_interval(secs => $4)))::text as expires_at`,
        [id, factor.id, request.ip, CHALLENGE_EXPIRY_SECONDS],
      );
    });
    return context.ok({ id, type: factor.factor_type, expires_at: Number(rows[0]?.expires_at) });
  }

  async function verify(request: StackRequest, who: Caller, factor: FactorRow): Promise<StackResponse> {
    const body = context.body(request);
    const code = typeof body.code === 'string' ? body.code : '';
    if (code === '') throw mfaErrors.emptyCode();
    const challengeId = typeof body.challenge_id === 'string' && UUID.test(body.challenge_id) ? body.challenge_id : null;
    const found = challengeId
      ? (
          await db.query<{ verified: boolean; same_ip: boolean; expired: boolean }>(
            `select verified_at is not null as verified, ip_address = $3::inet as same_ip,
               created_at + make_interval(secs => $4) < now() as expired
             from auth.mfa_challenges where id = $1 and factor_id = $2`,
            [challengeId, factor.id, request.ip, CHALLENGE_EXPIRY_SECONDS],
          )
        ).rows[0]
      : undefined;
    if (!challengeId || !found) throw mfaErrors.challengeNotFound();
    if (found.verified || !found.same_ip) throw mfaErrors.ipMismatch();
    if (found.expired) {
      await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      throw mfaErrors.challengeExpired(challengeId);
    }
    const totp = totpFor(Secret.fromBase32(factor.secret ?? ''), '', who.record.user.email);
    if (totp.validate({ token: code, window: TOTP_WINDOW }) === null) throw mfaErrors.verificationFailed();
    if (!who.sessionId) throw authErrors.sessionNotFound();
    const sessionId = who.sessionId;
    const userId = who.record.user.id;

    const session = await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`, [factor.id]);
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), 'totp')
         on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [sessionId],
      );
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factor.id]);
      // The aal1 refresh token may no longer be swapped for aal2 tokens: a new one replaces it.
      const refreshToken = newRefreshToken();
      const { rows: current } = await tx.query<{ token: string }>(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked returning token`,
        [sessionId],
      );
      await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [refreshToken, userId, sessionId, current[0]?.token ?? null]);
      // The user's other sessions below aal2 end, and enrolments of that type never verified go.
      await tx.query(`delete from auth.sessions where user_id = $1 and coalesce(aal, 'aal1') < 'aal2'`, [userId]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`, [userId, factor.factor_type]);
      const record = await findUserById(tx, userId);
      if (!record) throw authErrors.userNotFound();
      return sessionJson(context.signer(), record, sessionId, refreshToken, await sessionAmr(tx, sessionId));
    });
    return context.ok(session);
  }

  async function unenroll(who: Caller, factor: FactorRow): Promise<StackResponse> {
    if (factor.status === 'verified' && who.sessionAal !== 'aal2') throw mfaErrors.aal2ToUnenroll();
    await db.transaction((tx) => deleteFactor(tx, factor));
    return context.ok({ id: factor.id });
  }

  /** `/factors…` for the signed-in user; null when the path is not one of them. */
  async function userRoute(request: StackRequest): Promise<StackResponse | null> {
    const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?\/?$/.exec(request.path);
    if (!match) return null;
    const [, factorId, action] = match;
    const who = await caller(request);
    if (!factorId) {
      if (request.method === 'POST') return enroll(request, who);
      throw authErrors.notFound();
    }
    const factor = await findFactor(db, who.record.user.id, factorId);
    if (action === 'challenge' && request.method === 'POST') return challenge(request, factor);
    if (action === 'verify' && request.method === 'POST') return verify(request, who, factor);
    if (!action && request.method === 'DELETE') return unenroll(who, factor);
    throw authErrors.notFound();
  }

  /** `/admin/users/{id}/factors[/{factorId}]`, after the caller was checked for service_role. */
  async function adminRoute(request: StackRequest, userId: string, factorId: string | undefined): Promise<StackResponse> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.userNotFound();
    if (!factorId && request.method === 'GET') return context.ok(await listFactors(db, userId));
    if (!factorId) throw authErrors.notFound();
    const factor = await findFactor(db, userId, factorId);
    if (request.method === 'DELETE') {
      await db.transaction((tx) => deleteFactor(tx, factor));
      return context.ok(tidyFactor(JSON.parse(factor.json) as Record<string, unknown>));
    }
    throw authErrors.notFound();
  }

  return { userRoute, adminRoute };
}
