import { NextResponse } from 'next/server';
import { fail, failFromError } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { searchParamsOf, USERS_PAGE_SIZE, ZGetUsersQuery } from '../schema';
import type { LoginLogEntry, UsersWithLogs } from '../types';
import { listAuthUsers } from './list-auth-users';

export interface AdminRouteContext {
  /** The caller's own client (their session): used to check them and for RLS-guarded reads. */
  caller: TypedSupabaseClient;
  /** Created only after the caller is known to be an admin. */
  service: () => TypedSupabaseClient;
}

/**
 * Spec §7 GET /api/get-users: a plain array of users, or with `includeLogs=true`
 * `{users, loginLogs, pagination}`. `page`/`limit` (default 20) page the login logs, which grow
 * without bound; `userEmail` narrows both the users and the logs to one account. The users list
 * itself is short (a club's staff) and comes whole, for the admin screen to page and filter.
 */
export async function handleGetUsers(request: Request, context: AdminRouteContext): Promise<NextResponse> {
  const admin = await requireAdmin(context.caller);
  if ('response' in admin) return admin.response;
  const query = ZGetUsersQuery.safeParse(searchParamsOf(request));
  if (!query.success) return fail(400, query.error.issues[0]?.message ?? '');

  try {
    const { includeLogs, page = 1, limit = USERS_PAGE_SIZE, userEmail } = query.data;
    const allUsers = await listAuthUsers(context.service());
    const users = userEmail ? allUsers.filter((user) => user.email.toLowerCase() === userEmail) : allUsers;
    if (includeLogs !== 'true') return NextResponse.json(users);

    let logs = context.caller
      .from('login_logs')
      .select('id, email, status, action, reason, user_agent, ip, created_at', { count: 'exact' })
      .order('created_at', { ascending: false })
      .range((page - 1) * limit, page * limit - 1);
    if (userEmail) logs = logs.eq('email', userEmail);
    const { data, count, error } = await logs;
    // PostgREST answers a page past the end with 416 (PGRST103): that page is simply empty.
    if (error && error.code !== 'PGRST103') throw error;
    const total = count ?? 0;
    const body: UsersWithLogs = {
      users,
      // The table's check constraints guarantee these values; narrow the generated strings.
      loginLogs: (data ?? []) as LoginLogEntry[],
      pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
    };
    return NextResponse.json(body);
  } catch (error) {
    return failFromError(error);
  }
}
