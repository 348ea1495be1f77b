import { json, type StackRequest, type StackResponse } from '../http/types';
import { API_VERSION, authErrors } from './errors';
import type { AuthContext } from './service';
import { parseGoDuration } from './go-duration';
import { assertPassword } from './service';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, type AuthUser } from './users';

/** Go's duration syntax (`24h`, `1h30m`; no `d`), as GoTrue reads `ban_duration` (§3.5). */
export function parseBanDuration(value: string): number | 'none' {
  if (value === 'none') return 'none';
  const milliseconds = parseGoDuration(value);
  if (milliseconds === null) throw authErrors.badDuration(value);
  return milliseconds;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The admin API (`/admin/users…`), open only to a service_role token (§3.2). */
export function adminRoutes(context: AuthContext) {
  const { db } = context.services;

  async function assertServiceRole(request: StackRequest): Promise<void> {
    const claims = await context.claims(request);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw authErrors.notAdmin();
  }

  const answer = (body: unknown, headers: Record<string, string> = {}) => json(200, body, { 'x-supabase-api-version': API_VERSION, ...headers });

  async function list(request: StackRequest): Promise<StackResponse> {
    const page = Math.max(1, Number(request.query.get('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(request.query.get('per_page') ?? 50) || 50));
    const { rows } = await db.query<{ id: string; total: string }>(
      `select id::text, count(*) over ()::text as total from auth.users where deleted_at is null
       order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const total = Number(rows[0]?.total ?? (await db.query<{ n: string }>('select count(*)::text as n from auth.users where deleted_at is null')).rows[0]?.n ?? 0);
    const users: AuthUser[] = [];
    for (const row of rows) {
      const found = await findUserById(db, row.id);
      if (found) users.push(found.user);
    }
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    // auth-js reads the page number right after the first '=', so `page` must come first.
    const links = [
      ...(page < lastPage ? [`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
      `</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`,
    ];
    return answer({ users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
  }

  async function create(request: StackRequest): Promise<StackResponse> {
    const body = context.body(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw authErrors.validation('missing email or phone');
    if (await findUserByEmail(db, email)) throw authErrors.emailExists();
    const passwordHash = body.password === undefined ? null : await context.hashPassword(assertPassword(body.password));
    const ban = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : 'none';
    const created = await db.transaction((tx) =>
      insertUser(tx, {
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata: record(body.user_metadata),
        appMetadata: record(body.app_metadata),
        bannedUntil: ban === 'none' ? null : new Date(Date.now() + ban),
      }),
    );
    return answer(created.user);
  }

  async function update(request: StackRequest, id: string): Promise<StackResponse> {
    const existing = await findUserById(db, id);
    if (!existing) throw authErrors.userNotFound();
    const body = context.body(request);
    const passwordHash = body.password === undefined ? undefined : await context.hashPassword(assertPassword(body.password));
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

  return async function route(request: StackRequest): Promise<StackResponse> {
    await assertServiceRole(request);
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
