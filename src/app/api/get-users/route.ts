import { handleGetUsers } from '@/features/users/server/get-users';
import { getSupabaseAdminClient } from '@/lib/supabase/admin';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Spec §7: GET /api/get-users (admins only; see handleGetUsers). */
export async function GET(request: Request) {
  return handleGetUsers(request, { caller: await getSupabaseServerClient(), service: getSupabaseAdminClient });
}
