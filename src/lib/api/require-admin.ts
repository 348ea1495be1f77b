import type { NextResponse } from 'next/server';
import { getUserAccess } from '@/features/auth/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { commonMessages } from '@/lib/messages';
import { fail } from './route-handler';

/**
 * Every admin route handler checks its caller itself (never middleware alone): 401 without a
 * valid session, 403 for a signed-in user who is not an admin. RLS checks again below.
 * Handlers call it before reading any input, so an anonymous caller learns nothing more.
 */
export async function requireAdmin(caller: TypedSupabaseClient): Promise<{ userId: string } | { response: NextResponse }> {
  const { data, error } = await caller.auth.getUser();
  if (error || !data.user) return { response: fail(401, commonMessages.userNotAuthenticated) };
  const access = await getUserAccess(caller, data.user.id);
  if (!access.hasAdminAccess) return { response: fail(403, commonMessages.permissionDenied) };
  return { userId: data.user.id };
}
