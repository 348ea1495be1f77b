import type { SqlSession } from '../engine/executor';
import { json, type Service, type StackRequest, type StackResponse, type StackServices } from '../http/types';
import { verifyJwt, type JwtClaims } from '../jwt';
import { adminRoutes } from './admin';
import type { LinkSite } from './email-links';
import { assertEmailFormat, isStorableText } from './email-address';
import { API_VERSION, AuthError, authErrors, renderAuthError } from './errors';
import { mailRoutes } from './mail-routes';
import { mfaRoutes } from './mfa';
import { obfuscatedUser } from './obfuscated-user';
import { reauthenticationRoutes } from './reauthentication';
import { assertPasswordStrength, DEFAULT_AUTH_SETTINGS, type AuthSettings } from './settings';
import type { Outbox } from './outbox';
import { hashPassword, passwordMatches } from './passwords';
import { exchangeCode } from './pkce';
import { createAuthLimiter, limitedRoute, type AuthRateLimits } from './rate-limits';
import { endSessions, refreshSession, startSession, type SessionSigner } from './sessions';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, type UserRecord } from './users';

export interface AuthContext {
  services: StackServices;
  signer(): SessionSigner;
  body(request: StackRequest): Record<string, unknown>;
  claims(request: StackRequest): Promise<JwtClaims>;
  outbox: Outbox;
  site(): LinkSite;
  /** The request's `redirect_to` when the site URL or a local origin allows it, else the site URL. */
  redirectTarget(request: StackRequest): string;
  ok(body: unknown): StackResponse;
  settings: AuthSettings;
  /** The signed-in user of a request, refused as GoTrue refuses it. */
  currentUser(request: StackRequest): Promise<{ record: UserRecord; claims: JwtClaims }>;
}

function ok(body: unknown, status = 200): StackResponse {
  return json(status, body, { 'x-supabase-api-version': API_VERSION });
}

/**
 * `/auth/v1` as Supabase Auth (GoTrue) answers auth-js: password, refresh and PKCE grants,
 * the mailed links (recovery, magic link, invite, confirmation, e-mail change) through the mail
 * catcher, the user endpoints and the admin API, all under GoTrue's rate limits. Users live in
 * auth.users, written through SQL so the app's triggers fire.
 */
export function createAuthService(services: StackServices, rateLimits: AuthRateLimits, settings: AuthSettings = DEFAULT_AUTH_SETTINGS): Service {
  const { db, config, mail } = services;
  const limiter = createAuthLimiter(rateLimits);
  const context: AuthContext = {
    outbox: { mail, limiter, templates: config.mailTemplates },
    site: () => ({ apiUrl: config.apiUrl, siteUrl: config.siteUrl }),
    redirectTarget,
    ok,
    currentUser,
    services,
    settings,
    signer: () => ({ jwtSecret: config.jwtSecret, issuer: `${config.apiUrl}/auth/v1`, expiresIn: settings.jwtExpiry }),
    body(request) {
      if (request.body.length === 0) return {};
      try {
        const parsed = JSON.parse(request.body.toString('utf8')) as unknown;
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        // falls through to the validation error
      }
      throw authErrors.validation('Request body is not valid JSON');
    },
    async claims(request) {
      const header = request.headers['authorization'];
      const token = header ? /^bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
      if (!token) throw authErrors.noAuthorization();
      try {
        return await verifyJwt(token, config.jwtSecret);
      } catch (error) {
        throw authErrors.badJwt(error instanceof Error ? error.message : 'token is invalid');
      }
    },
  };
  const mfa = mfaRoutes(context);
  const admin = adminRoutes(context, mfa.adminRoute);
  const mails = mailRoutes(context);
  const reauthentication = reauthenticationRoutes(context);

  /** The signed-in user of a request, refused as GoTrue refuses it. */
  async function currentUser(request: StackRequest): Promise<{ record: UserRecord; claims: JwtClaims }> {
    const claims = await context.claims(request);
    if (typeof claims.sub !== 'string' || claims.sub === '') throw authErrors.missingSub();
    const record = await findUserById(db, claims.sub);
    if (!record) throw authErrors.userNotFoundInJwt();
    if (typeof claims.session_id === 'string') {
      const session = await db.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
      if (session.rows.length === 0) throw authErrors.sessionNotFound();
    }
    if (record.isBanned) throw authErrors.userBanned(403);
    return { record, claims };
  }

  function redirectTarget(request: StackRequest): string {
    const fallback = config.siteUrl;
    const requested = request.query.get('redirect_to');
    if (!requested) return fallback;
    try {
      const url = new URL(requested);
      const allowed = [new URL(config.siteUrl).origin, config.apiUrl];
      // Local development: any localhost origin is the developer's own app.
      if (allowed.includes(url.origin) || ['localhost', '127.0.0.1'].includes(url.hostname)) return requested;
    } catch {
      // an unparsable redirect falls back to the site URL
    }
    return fallback;
  }

  async function passwordGrant(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw authErrors.validation('missing email or phone');
    if (!isStorableText(email)) throw authErrors.invalidCredentials();
    const record = await findUserByEmail(db, email);
    if (!record) throw authErrors.invalidCredentials();
    // GoTrue checks the ban before the password.
    if (record.isBanned) throw authErrors.userBanned();
    if (!(await passwordMatches(password, record.encryptedPassword))) throw authErrors.invalidCredentials();
    if (!record.isConfirmed) throw authErrors.emailNotConfirmed();
    return ok(await db.transaction((tx) => startSession(tx, context.signer(), record.user.id, 'password', request.headers['user-agent'])));
  }

  async function token(request: StackRequest): Promise<StackResponse> {
    const grant = request.query.get('grant_type');
    if (grant === 'password') return passwordGrant(request);
    const body = context.body(request);
    if (grant === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') throw authErrors.refreshNotFound();
      return ok(await refreshSession(db, context.signer(), body.refresh_token));
    }
    if (grant === 'pkce') {
      if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
      return ok(await exchangeCode(db, context.signer(), body.auth_code, body.code_verifier));
    }
    throw authErrors.unsupportedGrant();
  }

  /** `signInAnonymously`: a user without address or identity, signed in; only where the project allows it. */
  async function signupAnonymously(request: StackRequest, body: Record<string, unknown>): Promise<StackResponse> {
    if (!settings.anonymousUsers) throw authErrors.anonymousDisabled();
    if (settings.disableSignup) throw authErrors.signupDisabled();
    const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
    const session = await db.transaction(async (tx) => {
      const record = await insertUser(tx, { email: null, passwordHash: null, confirmed: false, userMetadata: data, appMetadata: {}, bannedUntil: null, isAnonymous: true }, 'Database error creating anonymous user');
      return startSession(tx, context.signer(), record.user.id, 'anonymous', request.headers['user-agent']);
    });
    return ok(session);
  }

  async function signup(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
    if (!email && !phone) return signupAnonymously(request, body);
    if (settings.disableSignup) throw authErrors.signupDisabled();
    if (typeof body.password !== 'string' || body.password === '') throw authErrors.validation('Signup requires a valid password');
    const password = assertPasswordStrength(body.password, settings);
    if (!email) throw authErrors.validation('Sign up only available with email provider');
    assertEmailFormat(email);
    const existing = await findUserByEmail(db, email);
    if (existing?.isConfirmed) {
      if (settings.mailerAutoconfirm) throw authErrors.userAlreadyExists();
      // Without autoconfirm GoTrue answers as for a new address: no account enumeration.
      return ok(obfuscatedUser(email));
    }
    const passwordHash = await hashPassword(password);
    const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
    if (settings.mailerAutoconfirm) {
      const session = await db.transaction(async (tx) => {
        const record = existing ?? (await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata: data, appMetadata: {}, bannedUntil: null }));
        if (existing) await tx.query('update auth.users set email_confirmed_at = now(), encrypted_password = $2 where id = $1', [existing.user.id, passwordHash]);
        return startSession(tx, context.signer(), record.user.id, 'password', request.headers['user-agent']);
      });
      return ok(session);
    }
    // The address is confirmed from the mailed link; until then sign-in is refused.
    const userId = await db.transaction(async (tx) => {
      const record = existing ?? (await insertUser(tx, { email, passwordHash, confirmed: false, userMetadata: data, appMetadata: {}, bannedUntil: null }));
      await mails.sendSignupConfirmation(tx, request, body, record);
      return record.user.id;
    });
    return ok((await findUserById(db, userId))?.user);
  }

  async function updateUser(request: StackRequest): Promise<StackResponse> {
    const { record, claims } = await currentUser(request);
    const body = context.body(request);
    if (body.app_metadata !== undefined) throw authErrors.notAdmin();
    const newEmail = typeof body.email === 'string' && body.email.trim().toLowerCase() !== record.user.email.toLowerCase() ? body.email.trim() : undefined;
    if (newEmail) assertEmailFormat(newEmail);
    await db.transaction(async (tx: SqlSession) => {
      if (body.password !== undefined) {
        if (settings.updatePasswordRequireReauthentication) await reauthentication.assertNonce(tx, record, claims, body.nonce);
        const password = assertPasswordStrength(body.password, settings);
        if (await passwordMatches(password, record.encryptedPassword)) throw authErrors.samePassword();
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [record.user.id, await hashPassword(password)]);
      }
      if (typeof body.data === 'object' && body.data !== null) {
        const merged = mergeMetadata(record.userMetadata, body.data as Record<string, unknown>);
        await tx.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [record.user.id, JSON.stringify(merged)]);
      }
      if (newEmail) await mails.startEmailChange(tx, request, body, record, newEmail);
    });
    return ok((await findUserById(db, record.user.id))?.user);
  }

  async function logout(request: StackRequest): Promise<StackResponse> {
    const claims = await context.claims(request);
    if (typeof claims.sub !== 'string') throw authErrors.missingSub();
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    await endSessions(db, claims.sub, sessionId, request.query.get('scope') ?? 'global');
    return { status: 204, headers: { 'x-supabase-api-version': API_VERSION } };
  }

  async function route(request: StackRequest): Promise<StackResponse> {
    const { method, path } = request;
    const limited = limitedRoute(method, path);
    if (limited) {
      const wait = limiter.requestWait(limited, request.ip);
      if (wait > 0) throw authErrors.overRequestRateLimit(wait);
    }
    if (path === '/health' && method === 'GET') return ok({ version: 'v2.180.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
    if (path === '/settings' && method === 'GET') {
      return ok({
        external: { email: true, phone: false, anonymous_users: settings.anonymousUsers },
        disable_signup: settings.disableSignup,
        mailer_autoconfirm: settings.mailerAutoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/token' && method === 'POST') return token(request);
    if (path === '/signup' && method === 'POST') return signup(request);
    if (path === '/user' && method === 'GET') return ok((await currentUser(request)).record.user);
    if (path === '/user' && method === 'PUT') return updateUser(request);
    if (path === '/logout' && method === 'POST') return logout(request);
    if (path === '/reauthenticate' && method === 'GET') return reauthentication.send(await currentUser(request));
    if (path === '/recover' && method === 'POST') return mails.recover(request);
    if ((path === '/otp' || path === '/magiclink') && method === 'POST') return mails.otp(request);
    if (path === '/resend' && method === 'POST') return mails.resend(request);
    if (path === '/verify' && method === 'GET') return mails.verifyLink(request);
    if (path === '/verify' && method === 'POST') return mails.verifyCode(request);
    if (path === '/invite' || path.startsWith('/admin/')) return admin(request);
    const factors = await mfa.userRoute(request);
    if (factors) return factors;
    throw authErrors.notFound();
  }

  return {
    async handle(request) {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof AuthError) return renderAuthError(error, request.headers);
        throw error;
      }
    },
  };
}
