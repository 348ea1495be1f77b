import 'server-only';
import { z } from 'zod';
import { listLoginLogs } from '@/features/login-logs/api';
import { defineHandler } from '@/lib/api/define-handler';
import { HttpError } from '@/lib/api/http-error';
import { userMessages } from '../messages';
import { USERS_PAGE_SIZE, ZBlockUserBody, ZFactorId, ZGetUsersQuery, ZUserId, ZUserRolesQuery } from '../schema';
import type { UsersWithLogs } from '../types';
import { deleteAuthUserFactor, getUserRoleSummaries, listAuthUserFactors, listAuthUsers, setAuthUserBlocked } from './admin-data';

/**
 * GET /api/get-users: a plain array of users, or with `includeLogs=true`
 * `{users, loginLogs, pagination}`. `page`/`limit` (default 20) page the login logs, which grow
 * without bound; `userEmail` narrows both the users and the logs to one account. The users list
 * itself is short (a club's staff) and comes whole, for the admin screen to page and filter.
 */
export const handleGetUsers = defineHandler({
  access: 'admin',
  query: ZGetUsersQuery,
  shape: 'bare',
  run: async ({ caller, service, query }) => {
    const { includeLogs, page = 1, limit = USERS_PAGE_SIZE, userEmail } = query;
    const allUsers = await listAuthUsers(service());
    const users = userEmail ? allUsers.filter((user) => user.email.toLowerCase() === userEmail) : allUsers;
    if (includeLogs !== 'true') return users;
    const { logs, total } = await listLoginLogs(caller, { page, limit, email: userEmail });
    const body: UsersWithLogs = { users, loginLogs: logs, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
    return body;
  },
});

/**
 * GET /api/user-roles: `{data}` with each user's role rows, profile roles and coach
 * categories (optionally one user, `userId`). RLS lets an admin read every row: no service role.
 */
export const handleGetUserRoles = defineHandler({
  access: 'admin',
  query: ZUserRolesQuery,
  run: ({ caller, query }) => getUserRoleSummaries(caller, query.userId),
});

/** PUT /api/users/{id}/blocked with `{blocked}`: block or unblock an account (admins only, never themselves). */
export const handleSetUserBlocked = defineHandler({
  access: 'admin',
  params: z.object({ id: ZUserId }),
  body: ZBlockUserBody,
  run: async ({ service, params, body, userId }) => {
    if (userId === params.id) throw new HttpError(400, userMessages.cannotBlockSelf);
    const user = await setAuthUserBlocked(service(), params.id, body.blocked);
    if (!user) throw new HttpError(404, userMessages.userNotFound);
    return user;
  },
});

/** GET /api/users/{id}/factors: the account's two-factor methods (admins only; no secrets). */
export const handleGetUserFactors = defineHandler({
  access: 'admin',
  params: z.object({ id: ZUserId }),
  run: async ({ service, params }) => {
    const factors = await listAuthUserFactors(service(), params.id);
    if (!factors) throw new HttpError(404, userMessages.userNotFound);
    return factors;
  },
});

/**
 * DELETE /api/users/{id}/factors/{factorId}: removes a factor, for a lost phone; the user then
 * signs in with the password alone and enrols again. Auth drops their sessions to aal1.
 */
export const handleDeleteUserFactor = defineHandler({
  access: 'admin',
  params: z.object({ id: ZUserId, factorId: ZFactorId }),
  run: async ({ service, params }) => {
    if (!(await deleteAuthUserFactor(service(), params.id, params.factorId))) throw new HttpError(404, userMessages.factorNotFound);
    return { id: params.factorId };
  },
});
