import 'server-only';
import { commonMessages } from '@/lib/messages';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

/** Who may call a route: anyone, staff (admins and coaches, who change club data) or admins only. */
export type Access = 'anon' | 'staff' | 'admin';

type AccessResult = { userId: string | null } | { denied: { status: 401 | 403; message: string } };

async function holds(caller: TypedSupabaseClient, check: 'is_admin' | 'is_coach'): Promise<boolean> {
  const { data, error } = await caller.rpc(check);
  if (error) throw error;
  return data;
}

/**
 * Every protected route checks its caller itself (never middleware alone): 401 without a valid
 * session, 403 for a signed-in user without the access. The roles come from the database's own
 * is_admin()/is_coach(), the functions RLS checks again below, so the two can never disagree.
 */
export async function checkAccess(caller: TypedSupabaseClient, access: Access): Promise<AccessResult> {
  if (access === 'anon') return { userId: null };
  const { data, error } = await caller.auth.getUser();
  if (error || !data.user) return { denied: { status: 401, message: commonMessages.userNotAuthenticated } };
  const [isAdmin, isCoach] = await Promise.all([holds(caller, 'is_admin'), access === 'staff' ? holds(caller, 'is_coach') : false]);
  if (!isAdmin && !isCoach) return { denied: { status: 403, message: commonMessages.permissionDenied } };
  return { userId: data.user.id };
}
