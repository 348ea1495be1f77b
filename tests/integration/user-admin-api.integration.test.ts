import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGetUserRoles, handleGetUsers, handleSetUserBlocked } from '@/features/users/server/handlers';
import type { AdminUser, UserRoleSummary, UsersWithLogs } from '@/features/users/types';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The admin route handlers as Next.js runs them, minus the cookie plumbing: each caller is a
 * real signed-in session on the local stack, and RLS and Auth answer for real.
 */
let stack: TestStack;
let admin: SeededUser;
let member: SeededUser;
let coach: SeededUser;
let callers: Record<'anon' | 'member' | 'coach' | 'admin', TypedSupabaseClient>;


const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const get = (path: string) => new Request(`http://localhost${path}`);
const put = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body) });

beforeAll(async () => {
  stack = await startTestStack('app');
  const categoryId = await createCategory(stack);
  admin = await seedUser(stack, { role: 'admin', fullName: 'Jana Správcová' });
  member = await seedUser(stack);
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  callers = {
    anon: stack.client() as TypedSupabaseClient,
    member: await signedIn(stack, member),
    coach: await signedIn(stack, coach),
    admin: await signedIn(stack, admin),
  };
  // Two logins of the member and one of the admin, newest last.
  await stack.db.query(
    `insert into public.login_logs (email, status, action, created_at)
     values ($1, 'success', 'login', now() - interval '2 hours'), ($1, 'failed', 'login', now() - interval '1 hour'),
            ($2, 'success', 'login', now())`,
    [member.email, admin.email],
  );
});
afterAll(async () => {
  await stack.stop();
});

describe('GET /api/get-users', () => {
  it.each([
    ['anon', 401, 'User not authenticated'],
    ['member', 403, 'Nemáte oprávnění k této akci.'],
    ['coach', 403, 'Nemáte oprávnění k této akci.'],
  ] as const)('refuses %s with %i', async (who, status, message) => {
    const response = await handleGetUsers(get('/api/get-users'), { caller: callers[who], service });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });

  it('gives an admin a plain array of users with id, email and full name', async () => {
    const response = await handleGetUsers(get('/api/get-users'), { caller: callers.admin, service });
    expect(response.status).toBe(200);
    const users = (await response.json()) as AdminUser[];
    expect(Array.isArray(users)).toBe(true);
    expect(users.find((user) => user.id === admin.id)).toMatchObject({
      email: admin.email,
      user_metadata: { full_name: 'Jana Správcová' },
      banned_until: null,
    });
    expect(users.map((user) => user.email)).toEqual(expect.arrayContaining([member.email, coach.email]));
  });

  it('with includeLogs pages the login logs newest first and filters by userEmail', async () => {
    const response = await handleGetUsers(get(`/api/get-users?includeLogs=true&limit=1&page=2&userEmail=${member.email.toUpperCase()}`), {
      caller: callers.admin,
      service,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as UsersWithLogs;
    expect(body.users.map((user) => user.email)).toEqual([member.email]);
    expect(body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(body.loginLogs).toHaveLength(1);
    expect(body.loginLogs[0]).toMatchObject({ email: member.email, status: 'success' });
  });

  it('defaults to 20 logs per page and answers a page past the end with an empty list', async () => {
    const first = (await (await handleGetUsers(get(`/api/get-users?includeLogs=true&userEmail=${member.email}`), { caller: callers.admin, service })).json()) as UsersWithLogs;
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    const all = (await (await handleGetUsers(get('/api/get-users?includeLogs=true'), { caller: callers.admin, service })).json()) as UsersWithLogs;
    expect(all.loginLogs).toHaveLength(Math.min(20, all.pagination.total));
    expect(all.pagination.totalPages).toBe(Math.ceil(all.pagination.total / 20));
    const past = (await (await handleGetUsers(get(`/api/get-users?includeLogs=true&page=9&userEmail=${member.email}`), { caller: callers.admin, service })).json()) as UsersWithLogs;
    expect(past.loginLogs).toEqual([]);
  });

  it.each([
    ['page=0', 'Stránka musí být celé číslo od 1'],
    ['page=abc', 'Stránka musí být celé číslo od 1'],
    ['limit=101', 'Počet na stránku musí být celé číslo od 1 do 100'],
    ['includeLogs=yes', 'Parametr includeLogs musí být true nebo false'],
    ['userEmail=nobody', 'Neplatný e-mail'],
  ])('answers bad input %s with 400 and its Czech message', async (query, message) => {
    const response = await handleGetUsers(get(`/api/get-users?${query}`), { caller: callers.admin, service });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('GET /api/user-roles', () => {
  it.each([
    ['anon', 401],
    ['member', 403],
    ['coach', 403],
  ] as const)('refuses %s with %i', async (who, status) => {
    const response = await handleGetUserRoles(get('/api/user-roles'), { caller: callers[who] });
    expect(response.status).toBe(status);
  });

  it('gives an admin every user with role rows, profile roles and coach categories', async () => {
    const response = await handleGetUserRoles(get('/api/user-roles'), { caller: callers.admin });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: UserRoleSummary[] };
    const coachRow = data.find((row) => row.user_id === coach.id);
    expect(coachRow).toMatchObject({ email: coach.email, profile_roles: ['coach'] });
    expect(coachRow?.assigned_categories).toHaveLength(1);
    expect(data.find((row) => row.user_id === member.id)).toMatchObject({ roles: [], profile_roles: [], assigned_categories: [] });
  });

  it('narrows to one user and refuses a malformed userId with 400', async () => {
    const one = (await (await handleGetUserRoles(get(`/api/user-roles?userId=${admin.id}`), { caller: callers.admin })).json()) as { data: UserRoleSummary[] };
    expect(one.data.map((row) => row.user_id)).toEqual([admin.id]);
    const bad = await handleGetUserRoles(get('/api/user-roles?userId=42'), { caller: callers.admin });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Neplatné ID uživatele' });
  });
});

describe('PUT /api/users/{id}/blocked', () => {
  const bannedUntil = async (id: string) =>
    (await stack.db.query<{ banned_until: string | null }>('select banned_until from auth.users where id = $1', [id])).rows[0]?.banned_until ?? null;

  it('refuses anon (401) and a member (403) and changes nothing', async () => {
    for (const [who, status] of [
      ['anon', 401],
      ['member', 403],
    ] as const) {
      const response = await handleSetUserBlocked(put(`/api/users/${coach.id}/blocked`, { blocked: true }), { caller: callers[who], service }, { id: coach.id });
      expect(response.status).toBe(status);
    }
    expect(await bannedUntil(coach.id)).toBeNull();
  });

  it('lets an admin block an account, which then cannot sign in, and unblock it again', async () => {
    const blocked = await handleSetUserBlocked(put(`/api/users/${member.id}/blocked`, { blocked: true }), { caller: callers.admin, service }, { id: member.id });
    expect(blocked.status).toBe(200);
    expect(((await blocked.json()) as { data: AdminUser }).data.banned_until).not.toBeNull();
    const attempt = await stack.client().auth.signInWithPassword({ email: member.email, password: 'heslo-123' });
    expect(attempt.error?.code).toBe('user_banned');

    const unblocked = await handleSetUserBlocked(put(`/api/users/${member.id}/blocked`, { blocked: false }), { caller: callers.admin, service }, { id: member.id });
    expect(unblocked.status).toBe(200);
    expect(await bannedUntil(member.id)).toBeNull();
  });

  it.each([
    ['a malformed id', 'x', { blocked: true }, 400, 'Neplatné ID uživatele'],
    ['a body without blocked', 'coach', { blocked: 'ano' }, 400, 'Pole blocked musí být true nebo false'],
    ['a body that is not JSON', 'coach', '{', 400, 'Neplatný vstup.'],
    ['the admin themself', 'admin', { blocked: true }, 400, 'Nemůžete zablokovat sami sebe'],
    ['an unknown user', '00000000-0000-4000-8000-00000000abcd', { blocked: true }, 404, 'Uživatel nebyl nalezen'],
  ])('answers %s with its status and message, changing nothing', async (_case, target, body, status, message) => {
    const id = target === 'coach' ? coach.id : target === 'admin' ? admin.id : target;
    const response = await handleSetUserBlocked(put(`/api/users/${id}/blocked`, body), { caller: callers.admin, service }, { id: id });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
    expect(await bannedUntil(coach.id)).toBeNull();
    expect(await bannedUntil(admin.id)).toBeNull();
  });
});
