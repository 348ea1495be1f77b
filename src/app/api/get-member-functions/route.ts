import { handleGetMemberFunctions } from '@/features/members/server/get-member-functions';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Spec §7: GET /api/get-member-functions, an array. */
export async function GET() {
  return handleGetMemberFunctions(await getSupabaseServerClient());
}
