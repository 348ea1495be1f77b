import type { NextResponse } from 'next/server';
import { getUserAccess } from '@/features/auth/api';
import type { ResolvedAccess } from '@/features/auth/roles';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { commonMessages } from '@/lib/messages';
import { fail } from './route-handler';

type Guard = { userId: string } | { response: NextResponse };

/**
 * Every protected route handler checks its caller itself (never middleware alone): 401 without
 * a valid session, 403 for a signed-in user without the access. RLS checks again below.
 * Handlers call it before reading any input, so an anonymous caller learns nothing more.
 */
async function requireAccess(caller: TypedSupabaseClient, allowed: (access: ResolvedAccess) => boolean): Promise<Guard> {
  const { data, error } = await caller.auth.getUser();
  if (error || !data.user) return { response: fail(401, commonMessages.userNotAuthenticated) };
  const access = await getUserAccess(caller, data.user.id);
  if (!allowed(access)) return { response: fail(403, commonMessages.permissionDenied) };
  return { userId: data.user.id };
}

export function requireAdmin(caller: TypedSupabaseClient): Promise<Guard> {
  return requireAccess(caller, (access) => access.hasAdminAccess);
}

/** Admins and coaches: the people who change club data. */
export function requireStaff(caller: TypedSupabaseClient): Promise<Guard> {
  return requireAccess(caller, (access) => access.hasAdminAccess || access.hasCoachAccess);
}
