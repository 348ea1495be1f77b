import type { SqlSession } from '../engine/executor';
import type { StackRequest, StackResponse } from '../http/types';
import { AuthError, authErrors } from './errors';
import { authCodeFor, isVerifyType, sendEmailLink, tokenHash, verifyEmailLink, type LinkRequest } from './email-links';
import { assertEmailFormat } from './email-address';
import type { AuthContext } from './service';
import { startSession } from './sessions';
import { findUserByEmail, insertUser, type UserRecord } from './users';

/** GoTrue's answer to the first of the two confirmations of a secure e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The PKCE part of a request body (signUp, resetPasswordForEmail, signInWithOtp, updateUser, resend). */
export function linkRequest(context: AuthContext, request: StackRequest, body: Record<string, unknown>, to: string): LinkRequest {
  return {
    to,
    redirectTo: context.redirectTarget(request),
    codeChallenge: text(body.code_challenge),
    codeChallengeMethod: text(body.code_challenge_method)?.toLowerCase(),
  };
}

/**
 * The routes that mail a link and the link's own route: `/recover`, `/otp` (and the legacy
 * `/magiclink`), `/resend`, `/verify`, plus the secure e-mail change `PUT /user` starts.
 */
export function mailRoutes(context: AuthContext) {
  const { db } = context.services;
  const send = (tx: SqlSession, userId: string, type: Parameters<typeof sendEmailLink>[4], link: LinkRequest) =>
    sendEmailLink(tx, context.outbox, context.site(), userId, type, link);
  const ok = (body: unknown) => context.ok(body);

  async function recover(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = text(body.email);
    if (!email) throw authErrors.validation('missing email or phone');
    assertEmailFormat(email);
    const record = await findUserByEmail(db, email);
    // The same answer whether or not the account exists: no account enumeration.
    if (record) await db.transaction((tx) => send(tx, record.user.id, 'recovery', linkRequest(context, request, body, record.user.email)));
    return ok({});
  }

  /** `signInWithOtp`: a magic link; an unknown address is signed up first (confirmed, as autoconfirm does) unless create_user is false. */
  async function otp(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = text(body.email);
    if (!email) throw authErrors.validation('One of email or phone must be set');
    assertEmailFormat(email);
    await db.transaction(async (tx) => {
      let record = await findUserByEmail(tx, email);
      if (!record) {
        if (body.create_user === false) throw authErrors.otpSignupDisabled();
        const data = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
        record = await insertUser(tx, { email, passwordHash: null, confirmed: true, userMetadata: data, appMetadata: {}, bannedUntil: null });
      }
      await send(tx, record.user.id, 'magiclink', linkRequest(context, request, body, record.user.email));
    });
    return ok({});
  }

  /** `resend`: the sign-up confirmation or the pending e-mail change again; nothing to resend is `{}` too. */
  async function resend(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    if (body.type !== 'signup' && body.type !== 'email_change') throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    const email = text(body.email);
    if (!email) throw authErrors.validation('Type provided requires an email address');
    assertEmailFormat(email);
    const record = await findUserByEmail(db, email);
    if (!record) return ok({});
    if (body.type === 'signup') {
      if (record.isConfirmed) return ok({});
      await db.transaction((tx) => send(tx, record.user.id, 'signup', linkRequest(context, request, body, record.user.email)));
      return ok({});
    }
    const pending = typeof record.user.new_email === 'string' ? record.user.new_email : undefined;
    if (!pending) return ok({});
    await db.transaction((tx) => sendEmailChange(tx, request, body, record, pending));
    return ok({});
  }

  /**
   * Secure e-mail change (GoTrue's default): a link to the current address and one to the new;
   * both must be opened. Without it only the new address is asked.
   */
  async function sendEmailChange(tx: SqlSession, request: StackRequest, body: Record<string, unknown>, record: UserRecord, newEmail: string): Promise<void> {
    // The pending address first: both mails name it (NewEmail).
    await tx.query(`update auth.users set email_change_confirm_status = 0, email_change = lower($2), email_change_token_current = '' where id = $1`, [record.user.id, newEmail]);
    if (context.settings.secureEmailChange) await send(tx, record.user.id, 'email_change_current', linkRequest(context, request, body, record.user.email));
    await send(tx, record.user.id, 'email_change_new', linkRequest(context, request, body, newEmail));
  }

  /** Sign-up without autoconfirm: the confirmation link, which confirms the address when opened. */
  async function sendSignupConfirmation(tx: SqlSession, request: StackRequest, body: Record<string, unknown>, record: UserRecord): Promise<void> {
    await send(tx, record.user.id, 'signup', linkRequest(context, request, body, record.user.email));
  }

  /** `PUT /user {email}`: refused when another account has the address, else both mails go out. */
  async function startEmailChange(tx: SqlSession, request: StackRequest, body: Record<string, unknown>, record: UserRecord, newEmail: string): Promise<void> {
    const taken = await findUserByEmail(tx, newEmail);
    if (taken && taken.user.id !== record.user.id) throw authErrors.emailExists();
    await sendEmailChange(tx, request, body, record, newEmail.toLowerCase());
  }

  /** The mail link: 303 to the app with a PKCE code, with the session in the fragment, or with the error. */
  async function verifyLink(request: StackRequest): Promise<StackResponse> {
    const redirect = context.redirectTarget(request);
    const type = request.query.get('type');
    try {
      if (!isVerifyType(type) || type === 'email') throw authErrors.validation('Invalid email verification type');
      const location = await db.transaction(async (tx) => {
        const verified = await verifyEmailLink(tx, type, request.query.get('token') ?? '', 'link');
        const url = new URL(redirect);
        if (verified.awaitsOtherAddress) {
          if (verified.isPkce) url.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
          url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
          return url.toString();
        }
        if (verified.isPkce) {
          url.searchParams.set('code', await authCodeFor(tx, verified.userId, verified.type));
          return url.toString();
        }
        const session = await startSession(tx, context.signer(), verified.userId, 'otp');
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        });
        return `${redirect}#${fragment.toString()}`;
      });
      return { status: 303, headers: { location } };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: error.message, sb: '' });
      return { status: 303, headers: { location: `${redirect}#${fragment.toString()}` } };
    }
  }

  /** `verifyOtp`: a token hash, or the e-mail and its 6-digit code; answers a session. */
  async function verifyCode(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    if (!isVerifyType(body.type)) throw authErrors.validation('Unsupported verification type');
    const type = body.type;
    const hash = text(body.token_hash);
    const email = text(body.email);
    const code = text(body.token);
    if (!hash && !(email && code)) throw authErrors.validation('Verify requires either a token or a token hash');
    if (!hash && email) assertEmailFormat(email);
    const outcome = await db.transaction(async (tx) => {
      const verified = await verifyEmailLink(tx, type, hash ?? tokenHash(email ?? '', code ?? ''), hash ? 'link' : 'code');
      if (verified.awaitsOtherAddress) return null;
      return startSession(tx, context.signer(), verified.userId, 'otp');
    });
    return ok(outcome ?? { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  }

  return { recover, otp, resend, verifyLink, verifyCode, startEmailChange, sendSignupConfirmation };
}
