import { handleGetUserRoles } from '@/features/users/server/user-roles';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Spec §7: GET /api/user-roles (admins only). */
export async function GET(request: Request) {
  return handleGetUserRoles(request, await getSupabaseServerClient());
}
