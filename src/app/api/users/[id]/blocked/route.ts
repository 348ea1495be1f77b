import { handleSetUserBlocked } from '@/features/users/server/block-user';
import { getSupabaseAdminClient } from '@/lib/supabase/admin';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Blocking and unblocking an account needs the Auth admin API, hence a route of our own. */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return handleSetUserBlocked(request, id, { caller: await getSupabaseServerClient(), service: getSupabaseAdminClient });
}
