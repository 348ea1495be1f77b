import 'server-only';
import type { User } from '@supabase/supabase-js';
import { toAppRole } from '@/features/auth/roles';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { AdminUser, AdminUserFactor, UserRoleSummary } from '../types';

/** GoTrue's largest page; a club has a few dozen accounts, so this is one request in practice. */
const AUTH_PAGE_SIZE = 1000;

export function toAdminUser(user: User): AdminUser {
  const fullName: unknown = user.user_metadata.full_name;
  return {
    id: user.id,
    email: user.email ?? '',
    user_metadata: typeof fullName === 'string' ? { full_name: fullName } : {},
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
    banned_until: user.banned_until ?? null,
  };
}

/** Every auth user, through the Auth admin API (service role; the caller was checked first). */
export async function listAuthUsers(service: TypedSupabaseClient): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: AUTH_PAGE_SIZE });
    if (error) throw error;
    users.push(...data.users.map(toAdminUser));
    if (data.users.length < AUTH_PAGE_SIZE) break;
  }
  return users.sort((a, b) => a.email.localeCompare(b.email, 'cs'));
}

/**
 * GoTrue bans for a duration; a century stands for "until an admin lifts it". A blocked account
 * cannot sign in or refresh its session until unblocked.
 */
const BLOCK_DURATION = '876000h';

/** Blocks or unblocks an account (service role); null when there is no such user. */
export async function setAuthUserBlocked(service: TypedSupabaseClient, userId: string, blocked: boolean): Promise<AdminUser | null> {
  const { data, error } = await service.auth.admin.updateUserById(userId, { ban_duration: blocked ? BLOCK_DURATION : 'none' });
  if (error?.status === 404) return null;
  if (error) throw error;
  return toAdminUser(data.user);
}

/** A user's MFA factors through Auth's admin API; null when the user does not exist. */
export async function listAuthUserFactors(service: TypedSupabaseClient, userId: string): Promise<AdminUserFactor[] | null> {
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId });
  if (error?.status === 404) return null;
  if (error) throw error;
  return data.factors.map((factor) => ({
    id: factor.id,
    friendly_name: factor.friendly_name ?? null,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
  }));
}

/** Removes a factor (a lost phone); false when the user or the factor does not exist. */
export async function deleteAuthUserFactor(service: TypedSupabaseClient, userId: string, factorId: string): Promise<boolean> {
  const { error } = await service.auth.admin.mfa.deleteFactor({ userId, id: factorId });
  if (error?.status === 404) return false;
  if (error) throw error;
  return true;
}

/** Each user's role rows, profile roles and coach categories (optionally one user), read with the admin's own client. */
export async function getUserRoleSummaries(caller: TypedSupabaseClient, userId: string | undefined): Promise<UserRoleSummary[]> {
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

  return profiles.data.map((profile) => {
    const ownProfiles = userProfiles.data.filter((row) => row.user_id === profile.user_id);
    return {
      user_id: profile.user_id,
      email: profile.email,
      display_name: profile.display_name,
      roles: userRoles.data.flatMap((row) => (row.user_id === profile.user_id && (row.role === 'admin' || row.role === 'coach') ? [row.role] : [])),
      profile_roles: ownProfiles.map((row) => toAppRole(row.role)),
      assigned_categories: [
        ...new Set(ownProfiles.filter((row) => row.role === 'coach' || row.role === 'head_coach').flatMap((row) => row.assigned_categories)),
      ],
    };
  });
}
