import type { SqlSession } from '../engine/executor';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { API_VERSION, authErrors } from './errors';
import type { AuthContext } from './service';
import { createEmailLink, sendEmailLink, type EmailLinkType } from './email-links';
import { assertEmailFormat } from './email-address';
import { parseGoDuration } from './go-duration';
import { linkRequest } from './mail-routes';
import { hashPassword } from './passwords';
import { assertPasswordStrength } from './settings';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, OWN_USERS, type AuthUser, type UserRecord } from './users';

/** Go's duration syntax (`24h`, `1h30m`; no `d`), as GoTrue reads `ban_duration`. */
export function parseBanDuration(value: string): number | 'none' {
  if (value === 'none') return 'none';
  const milliseconds = parseGoDuration(value);
  if (milliseconds === null) throw authErrors.badDuration(value);
  return milliseconds;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * GoTrue's `Link` target: the request's own path and query with `page` replaced, keys in
 * alphabetical order as Go encodes them (so `page` comes before `per_page`, where auth-js reads it).
 */
function pageLink(request: StackRequest, page: number): string {
  const query = new URLSearchParams(request.query);
  query.set('page', String(page));
  query.sort();
  return `<${request.path}?${query.toString()}>`;
}

/** A paging parameter as GoTrue parses it (Go's ParseUint): digits only, else 400 with Go's error. */
function pageParameter(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const failure = (reason: string) => authErrors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: ${reason}`);
  if (!/^[0-9]+$/.test(value)) throw failure('invalid syntax');
  if (BigInt(value) > 18446744073709551615n) throw failure('value out of range');
  return Number(value);
}

const LINK_TYPES: readonly EmailLinkType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];
const isLinkType = (value: unknown): value is EmailLinkType => typeof value === 'string' && (LINK_TYPES as readonly string[]).includes(value);

/** The admin API (`/admin/users…`, `/invite`, `/admin/generate_link`), open only to a service_role token. */
export function adminRoutes(context: AuthContext, factorRoute: (request: StackRequest, userId: string, factorId: string | undefined) => Promise<StackResponse>) {
  const { db } = context.services;

  async function assertServiceRole(request: StackRequest): Promise<void> {
    const claims = await context.claims(request);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw authErrors.notAdmin();
  }

  const answer = (body: unknown, headers: Record<string, string> = {}) => json(200, body, { 'x-supabase-api-version': API_VERSION, ...headers });

  async function list(request: StackRequest): Promise<StackResponse> {
    const page = Math.max(1, pageParameter(request.query.get('page'), 1));
    const perPage = Math.min(1000, Math.max(1, pageParameter(request.query.get('per_page'), 50)));
    const { rows } = await db.query<{ id: string; total: string }>(
      `select u.id::text, count(*) over ()::text as total from auth.users u where ${OWN_USERS} and u.deleted_at is null
       order by u.created_at desc, u.id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const total = Number(rows[0]?.total ?? (await db.query<{ n: string }>(`select count(*)::text as n from auth.users u where ${OWN_USERS} and u.deleted_at is null`)).rows[0]?.n ?? 0);
    const users: AuthUser[] = [];
    for (const row of rows) {
      const found = await findUserById(db, row.id);
      if (found) users.push(found.user);
    }
    const lastPage = Math.ceil(total / perPage);
    const links = [...(page < lastPage ? [`${pageLink(request, page + 1)}; rel="next"`] : []), `${pageLink(request, lastPage)}; rel="last"`];
    return answer({ users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
  }

  async function create(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw authErrors.validation('missing email or phone');
    assertEmailFormat(email);
    if (await findUserByEmail(db, email)) throw authErrors.emailExists();
    const passwordHash = body.password === undefined ? null : await hashPassword(assertPasswordStrength(body.password, context.settings));
    const ban = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : 'none';
    const created = await db.transaction((tx) =>
      insertUser(tx, {
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata: record(body.user_metadata),
        appMetadata: record(body.app_metadata),
        bannedUntil: ban === 'none' ? null : new Date(Date.now() + ban),
      }, 'Database error creating new user'),
    );
    return answer(created.user);
  }

  async function update(request: StackRequest, id: string): Promise<StackResponse> {
    const existing = await findUserById(db, id);
    if (!existing) throw authErrors.userNotFound();
    const body = context.body(request);
    if (typeof body.email === 'string') assertEmailFormat(body.email.trim());
    const passwordHash = body.password === undefined ? undefined : await hashPassword(assertPasswordStrength(body.password, context.settings));
    const ban = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : undefined;
    await db.transaction(async (tx) => {
      if (passwordHash) await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, passwordHash]);
      if (typeof body.email === 'string') await tx.query('update auth.users set email = lower($2) where id = $1', [id, body.email.trim()]);
      if (body.email_confirm === true) await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
      if (body.user_metadata !== undefined) {
        await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [id, JSON.stringify(mergeMetadata(existing.userMetadata, record(body.user_metadata)))]);
      }
      if (body.app_metadata !== undefined) {
        await tx.query('update auth.users set raw_app_meta_data = $2::jsonb where id = $1', [id, JSON.stringify(mergeMetadata(existing.appMetadata, record(body.app_metadata)))]);
      }
      if (ban !== undefined) {
        await tx.query('update auth.users set banned_until = $2 where id = $1', [id, ban === 'none' ? null : new Date(Date.now() + ban).toISOString()]);
      }
      await tx.query('update auth.users set updated_at = now() where id = $1', [id]);
    });
    return answer((await findUserById(db, id))?.user);
  }

  /** An invited address gets a user without a password (confirmed once the link is opened); a confirmed one is taken. */
  async function findOrCreateInvitee(tx: SqlSession, email: string, data: Record<string, unknown>): Promise<UserRecord> {
    const existing = await findUserByEmail(tx, email);
    if (existing?.isConfirmed) throw authErrors.emailExists();
    return existing ?? insertUser(tx, { email, passwordHash: null, confirmed: false, userMetadata: data, appMetadata: {}, bannedUntil: null });
  }

  /** `inviteUserByEmail`: the user and the invitation mail; answers the user. */
  async function invite(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw authErrors.validation('An email address is required');
    assertEmailFormat(email);
    const userId = await db.transaction(async (tx) => {
      const invitee = await findOrCreateInvitee(tx, email, record(body.data));
      await sendEmailLink(tx, context.outbox, context.site(), invitee.user.id, 'invite', linkRequest(context, request, {}, invitee.user.email));
      return invitee.user.id;
    });
    return answer((await findUserById(db, userId))?.user);
  }

  /** `generateLink`: the link, code and hash a mail would carry, without sending it, and the user. */
  async function generateLink(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    if (!isLinkType(body.type)) throw authErrors.validation('Invalid email action link type requested');
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw authErrors.validation('An email address is required');
    assertEmailFormat(email);
    const data = record(body.data);
    const bodyRedirect = typeof body.redirect_to === 'string' ? body.redirect_to : undefined;
    const link = await db.transaction(async (tx) => {
      let type = body.type as EmailLinkType;
      let user = await findUserByEmail(tx, email);
      // An unknown address asking for a magic link is signed up (with no password), as GoTrue does.
      const signsUpForMagicLink = !user && type === 'magiclink';
      if (signsUpForMagicLink) type = 'signup';
      if (!user && type !== 'signup' && type !== 'invite') throw authErrors.userWithEmailNotFound();
      if (type === 'invite') user = await findOrCreateInvitee(tx, email, data);
      if (type === 'signup') {
        if (user?.isConfirmed) throw authErrors.emailExists();
        if (!user) {
          const hasPassword = typeof body.password === 'string' && body.password !== '';
          if (!hasPassword && !signsUpForMagicLink) throw authErrors.validation('Signup requires a valid password');
          const passwordHash = hasPassword ? await hashPassword(assertPasswordStrength(body.password, context.settings)) : null;
          user = await insertUser(tx, { email, passwordHash, confirmed: false, userMetadata: data, appMetadata: {}, bannedUntil: null });
        }
      }
      const target = user as UserRecord;
      let to = target.user.email;
      if (type === 'email_change_current' || type === 'email_change_new') {
        const newEmail = typeof body.new_email === 'string' ? body.new_email.trim().toLowerCase() : '';
        if (!newEmail) throw authErrors.validation('An email address is required');
        assertEmailFormat(newEmail);
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.user.id !== target.user.id) throw authErrors.emailExists();
        await tx.query(`update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`, [target.user.id, newEmail]);
        if (type === 'email_change_new') to = newEmail;
      }
      const redirectRequest = bodyRedirect && !request.query.has('redirect_to') ? { ...request, query: new URLSearchParams({ redirect_to: bodyRedirect }) } : request;
      return { link: await createEmailLink(tx, context.site(), target.user.id, type, linkRequest(context, redirectRequest, {}, to)), userId: target.user.id };
    });
    const user = (await findUserById(db, link.userId))?.user;
    return answer({
      ...user,
      action_link: link.link.actionLink,
      email_otp: link.link.otp,
      hashed_token: link.link.hashedToken,
      redirect_to: link.link.redirectTo,
      verification_type: link.link.type,
    });
  }

  return async function route(request: StackRequest): Promise<StackResponse> {
    await assertServiceRole(request);
    if (request.path === '/invite' && request.method === 'POST') return invite(request);
    if (request.path === '/admin/generate_link' && request.method === 'POST') return generateLink(request);
    const factors = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/.exec(request.path);
    if (factors) return factorRoute(request, factors[1] as string, factors[2]);
    const match = /^\/admin\/users(?:\/([^/]+))?$/.exec(request.path);
    if (!match) throw authErrors.notFound();
    const id = match[1];
    if (!id && request.method === 'GET') return list(request);
    if (!id && request.method === 'POST') return create(request);
    if (!id) throw authErrors.notFound();
    if (request.method === 'GET') {
      const found = await findUserById(db, id);
      if (!found) throw authErrors.userNotFound();
      return answer(found.user);
    }
    if (request.method === 'PUT') return update(request, id);
    if (request.method === 'DELETE') {
      if (!(await findUserById(db, id))) throw authErrors.userNotFound();
      await db.query('delete from auth.users where id = $1', [id]);
      return answer({});
    }
    throw authErrors.notFound();
  };
}
