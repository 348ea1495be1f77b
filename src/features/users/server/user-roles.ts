import type { NextResponse } from 'next/server';
import { toAppRole } from '@/features/auth/roles';
import { fail, failFromError, ok } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { searchParamsOf, ZUserRolesQuery } from '../schema';
import type { UserRoleSummary } from '../types';

/**
 * Spec §7 GET /api/user-roles: `{data}` with each user's role rows, profile roles and coach
 * categories (optionally one user, `userId`). Read with the caller's own client: RLS lets an
 * admin read every row, so no service role is needed here.
 */
export async function handleGetUserRoles(request: Request, caller: TypedSupabaseClient): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  const query = ZUserRolesQuery.safeParse(searchParamsOf(request));
  if (!query.success) return fail(400, query.error.issues[0]?.message ?? '');

  try {
    const { userId } = query.data;
    const [profiles, userProfiles, userRoles] = await Promise.all([
      userId
        ? caller.from('profiles').select('user_id, email, display_name').eq('user_id', userId)
        : caller.from('profiles').select('user_id, email, display_name').order('email'),
      userId
        ? caller.from('user_profiles').select('user_id, role, assigned_categories').eq('user_id', userId)
        : caller.from('user_profiles').select('user_id, role, assigned_categories'),
      userId ? caller.from('user_roles').select('user_id, role').eq('user_id', userId) : caller.from('user_roles').select('user_id, role'),
    ]);
    if (profiles.error) throw profiles.error;
    if (userProfiles.error) throw userProfiles.error;
    if (userRoles.error) throw userRoles.error;

    const summaries: UserRoleSummary[] = profiles.data.map((profile) => {
      const ownProfiles = userProfiles.data.filter((row) => row.user_id === profile.user_id);
      return {
        user_id: profile.user_id,
        email: profile.email,
        display_name: profile.display_name,
        roles: userRoles.data.flatMap((row) =>
          row.user_id === profile.user_id && (row.role === 'admin' || row.role === 'coach') ? [row.role] : [],
        ),
        profile_roles: ownProfiles.map((row) => toAppRole(row.role)),
        assigned_categories: [
          ...new Set(ownProfiles.filter((row) => row.role === 'coach' || row.role === 'head_coach').flatMap((row) => row.assigned_categories)),
        ],
      };
    });
    return ok(summaries);
  } catch (error) {
    return failFromError(error);
  }
}
