import { handleGetClubConfig, handlePutClubConfig } from '@/features/club-config/server/handlers';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Spec §7: GET /api/club-config (public) and PUT (admins only). */
export async function GET() {
  return handleGetClubConfig(await getSupabaseServerClient());
}

export async function PUT(request: Request) {
  return handlePutClubConfig(request, await getSupabaseServerClient());
}
