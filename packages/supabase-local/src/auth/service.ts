import type { SqlSession } from '../engine/executor';
import { json, type Service, type StackRequest, type StackResponse, type StackServices } from '../http/types';
import { verifyJwt, type JwtClaims } from '../jwt';
import { adminRoutes } from './admin';
import type { LinkSite } from './email-links';
import { assertEmailFormat, isStorableText } from './email-address';
import { API_VERSION, AuthError, authErrors, renderAuthError } from './errors';
import { mailRoutes } from './mail-routes';
import type { Outbox } from './outbox';
import { hashPassword, passwordMatches } from './passwords';
import { exchangeCode } from './pkce';
import { createAuthLimiter, limitedRoute, type AuthRateLimits } from './rate-limits';
import { endSessions, refreshSession, startSession, type SessionSigner } from './sessions';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, type UserRecord } from './users';

/** Minimum password length of Supabase Auth's default configuration. */
export const MIN_PASSWORD_LENGTH = 6;

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
}

export function assertPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword();
  return password;
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
export function createAuthService(services: StackServices, rateLimits: AuthRateLimits): Service {
  const { db, config, mail } = services;
  const limiter = createAuthLimiter(rateLimits);
  const context: AuthContext = {
    outbox: { mail, limiter, templates: config.mailTemplates },
    site: () => ({ apiUrl: config.apiUrl, siteUrl: config.siteUrl }),
    redirectTarget,
    ok,
    services,
    signer: () => ({ jwtSecret: config.jwtSecret, issuer: `${config.apiUrl}/auth/v1` }),
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
  const admin = adminRoutes(context);
  const mails = mailRoutes(context);

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

  async function signup(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw authErrors.validation('missing email or phone');
    assertEmailFormat(email);
    const password = assertPassword(body.password);
    if (await findUserByEmail(db, email)) throw authErrors.userAlreadyExists();
    const passwordHash = await hashPassword(password);
    const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
    // Local stacks confirm e-mails automatically, as `supabase start` does.
    const session = await db.transaction(async (tx) => {
      const record = await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata: data, appMetadata: {}, bannedUntil: null });
      return startSession(tx, context.signer(), record.user.id, 'password', request.headers['user-agent']);
    });
    return ok(session);
  }

  async function updateUser(request: StackRequest): Promise<StackResponse> {
    const { record } = await currentUser(request);
    const body = context.body(request);
    if (body.app_metadata !== undefined) throw authErrors.notAdmin();
    const newEmail = typeof body.email === 'string' && body.email.trim().toLowerCase() !== record.user.email.toLowerCase() ? body.email.trim() : undefined;
    if (newEmail) assertEmailFormat(newEmail);
    await db.transaction(async (tx: SqlSession) => {
      if (body.password !== undefined) {
        const password = assertPassword(body.password);
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
      return ok({ external: { email: true, phone: false, anonymous_users: false }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false, sms_provider: '', saml_enabled: false });
    }
    if (path === '/token' && method === 'POST') return token(request);
    if (path === '/signup' && method === 'POST') return signup(request);
    if (path === '/user' && method === 'GET') return ok((await currentUser(request)).record.user);
    if (path === '/user' && method === 'PUT') return updateUser(request);
    if (path === '/logout' && method === 'POST') return logout(request);
    if (path === '/recover' && method === 'POST') return mails.recover(request);
    if ((path === '/otp' || path === '/magiclink') && method === 'POST') return mails.otp(request);
    if (path === '/resend' && method === 'POST') return mails.resend(request);
    if (path === '/verify' && method === 'GET') return mails.verifyLink(request);
    if (path === '/verify' && method === 'POST') return mails.verifyCode(request);
    if (path === '/invite' || path.startsWith('/admin/')) return admin(request);
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
