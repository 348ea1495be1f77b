import { handleDeleteMainPartner, handleUpdateMainPartner } from '@/features/partners/server/handlers';
import { fail } from '@/lib/api/route-handler';
import { getSupabaseServerClient } from '@/lib/supabase/server';

interface Context {
  params: Promise<{ kind: string; id: string }>;
}

/** Spec §7 names PUT and DELETE for main partners only. */
const onlyMainPartners = () => fail(405, 'Upravovat a mazat lze jen hlavní partnery');

export async function PUT(request: Request, { params }: Context) {
  const { kind, id } = await params;
  if (kind !== 'main-partners') return onlyMainPartners();
  return handleUpdateMainPartner(id, request, await getSupabaseServerClient());
}

export async function DELETE(_request: Request, { params }: Context) {
  const { kind, id } = await params;
  if (kind !== 'main-partners') return onlyMainPartners();
  return handleDeleteMainPartner(id, await getSupabaseServerClient());
}
