import { revalidateTag } from 'next/cache';
import type { NextResponse } from 'next/server';
import { failFromError, ok, parseJsonBody } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getClubConfig } from '../api';
import { ZClubConfig } from '../schema';

/** Spec §7 GET /api/club-config: `{data}` (null before it is filled in) — public, as the site shows it. */
export async function handleGetClubConfig(caller: TypedSupabaseClient): Promise<NextResponse> {
  try {
    return ok(await getClubConfig(caller));
  } catch (error) {
    return failFromError(error);
  }
}

/** Spec §7 PUT /api/club-config: admins save the single config row; the public frame refreshes at once. */
export async function handlePutClubConfig(request: Request, caller: TypedSupabaseClient, revalidate: (tag: string) => void = (tag) => revalidateTag(tag, { expire: 0 })): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  const body = await parseJsonBody(request, ZClubConfig);
  if ('response' in body) return body.response;
  try {
    const { data, error } = await caller.from('club_config').upsert({ id: true, ...body.data }, { onConflict: 'id' }).select('*').single();
    if (error) throw error;
    revalidate('club');
    return ok(data);
  } catch (error) {
    return failFromError(error);
  }
}
