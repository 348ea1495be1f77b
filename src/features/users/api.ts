import { fetchJson } from '@/lib/api/fetch-json';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { TRoleAssignment } from './schema';
import type { AdminUser, AdminUserFactor, UserRoleSummary, UsersWithLogs } from './types';

/** GET /api/get-users: every account (the admin screen pages and filters them itself). */
export function fetchUsers(): Promise<AdminUser[]> {
  return fetchJson<AdminUser[]>('/api/get-users');
}

export function fetchUsersWithLogs(page: number, userEmail: string | null): Promise<UsersWithLogs> {
  const params = new URLSearchParams({ includeLogs: 'true', page: String(page) });
  if (userEmail) params.set('userEmail', userEmail);
  return fetchJson<UsersWithLogs>(`/api/get-users?${params.toString()}`);
}

export async function fetchUserRoles(): Promise<UserRoleSummary[]> {
  return (await fetchJson<{ data: UserRoleSummary[] }>('/api/user-roles')).data;
}

export async function setUserBlocked(userId: string, blocked: boolean): Promise<AdminUser> {
  return (await fetchJson<{ data: AdminUser }>(`/api/users/${userId}/blocked`, { method: 'PUT', body: JSON.stringify({ blocked }) })).data;
}

/** One transaction in the database (set_user_roles), which checks the caller is an admin. */
export async function assignUserRoles(client: TypedSupabaseClient, userId: string, assignment: TRoleAssignment): Promise<void> {
  const { error } = await client.rpc('set_user_roles', { p_user_id: userId, p_roles: assignment.roles, p_categories: assignment.categories });
  if (error) throw error;
}

export async function fetchUserFactors(userId: string): Promise<AdminUserFactor[]> {
  return (await fetchJson<{ data: AdminUserFactor[] }>(`/api/users/${userId}/factors`)).data;
}

export async function removeUserFactor(userId: string, factorId: string): Promise<void> {
  await fetchJson<{ data: { id: string } }>(`/api/users/${userId}/factors/${factorId}`, { method: 'DELETE' });
}
