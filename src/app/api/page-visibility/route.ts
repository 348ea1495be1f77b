import { handleGetPages, handlePutPage } from '@/features/page-visibility/server/handlers';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** Spec §7: GET and PUT /api/page-visibility (admins only). */
export async function GET() {
  return handleGetPages(await getSupabaseServerClient());
}

export async function PUT(request: Request) {
  return handlePutPage(request, await getSupabaseServerClient());
}
