import { revalidateTag } from 'next/cache';
import { ok, parseJsonBody } from '@/lib/api/route-handler';
import { requireStaff } from '@/lib/api/require-admin';
import { ZRevalidateBody } from '@/lib/public-cache-tags';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/**
 * Admin and coach screens save straight to the database (RLS-checked); afterwards they call this so the
 * cached public pages show the change on the very next request.
 */
export async function POST(request: Request) {
  const staff = await requireStaff(await getSupabaseServerClient());
  if ('response' in staff) return staff.response;
  const body = await parseJsonBody(request, ZRevalidateBody);
  if ('response' in body) return body.response;
  // expire: 0 — the next visitor waits for fresh data instead of getting the stale page once.
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 });
  return ok({ revalidated: body.data.tags });
}
