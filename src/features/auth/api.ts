import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { resolveAccess, toAppRole, type ResolvedAccess } from './roles';

/** Reads the user's profile and role rows (RLS lets a user read their own) and resolves access. */
export async function getUserAccess(client: TypedSupabaseClient, userId: string): Promise<ResolvedAccess> {
  const [profiles, roles] = await Promise.all([
    client.from('user_profiles').select('role, assigned_categories').eq('user_id', userId),
    client.from('user_roles').select('role').eq('user_id', userId),
  ]);
  if (profiles.error) throw profiles.error;
  if (roles.error) throw roles.error;
  return resolveAccess(
    profiles.data.map((row) => ({ role: toAppRole(row.role), assigned_categories: row.assigned_categories })),
    roles.data.flatMap((row) => (row.role === 'admin' || row.role === 'coach' ? [{ role: row.role }] : [])),
  );
}
