import { handleCreatePartner, handleListPartners } from '@/features/partners/server/handlers';
import { getSupabaseServerClient } from '@/lib/supabase/server';

interface Context {
  params: Promise<{ kind: string }>;
}

/** Spec §7: GET and POST /api/sponsorship/{main-partners|business-partners|media-partners}. */
export async function GET(_request: Request, { params }: Context) {
  return handleListPartners((await params).kind, await getSupabaseServerClient());
}

export async function POST(request: Request, { params }: Context) {
  return handleCreatePartner((await params).kind, request, await getSupabaseServerClient());
}
