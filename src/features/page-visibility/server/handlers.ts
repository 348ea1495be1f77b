import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { fail, failFromError } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { pageVisibilityMessages } from '../messages';
import { ZPageVisibilityUpdate, ZRouteChange, ZTitleChange, ZVisibilityChange } from '../schema';

const PAGE_COLUMNS = 'id, page_key, page_title, page_route, page_description, category, is_visible, is_active, sort_order';

/** Spec §7 GET /api/page-visibility: every page row (hidden ones too) for the admin screen. */
export async function handleGetPages(caller: TypedSupabaseClient): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  const { data, error } = await caller.from('page_visibility').select(PAGE_COLUMNS).order('category').order('sort_order');
  if (error) {
    console.error(error);
    return fail(500, pageVisibilityMessages.fetchFailed);
  }
  return NextResponse.json(data);
}

/**
 * Spec §7 PUT /api/page-visibility with {id, is_visible, sort_order}, {id, page_route} or
 * {id, page_title}; answers the updated row. Each body form has its own failure message.
 */
export async function handlePutPage(
  request: Request,
  caller: TypedSupabaseClient,
  revalidate: (tag: string) => void = (tag) => revalidateTag(tag, { expire: 0 }),
): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, pageVisibilityMessages.invalidBody);
  }
  const parsed = ZPageVisibilityUpdate.safeParse(body);
  if (!parsed.success) {
    // Name the broken field of the form the caller meant, not the union's generic complaint.
    const intended = [ZVisibilityChange, ZRouteChange, ZTitleChange].find((schema) => Object.keys(schema.shape).every((key) => typeof body === 'object' && body !== null && key in body));
    const detail = intended?.safeParse(body).error?.issues[0]?.message;
    return fail(400, detail ?? pageVisibilityMessages.invalidBody);
  }
  const { id, ...changes } = parsed.data;
  const failure = 'page_route' in changes ? pageVisibilityMessages.routeFailed : 'page_title' in changes ? pageVisibilityMessages.titleFailed : pageVisibilityMessages.updateFailed;
  try {
    const { data, error } = await caller.from('page_visibility').update(changes).eq('id', id).select(PAGE_COLUMNS).maybeSingle();
    if (error) {
      console.error(error);
      return fail(500, failure);
    }
    if (!data) return fail(404, pageVisibilityMessages.notFound);
    // The public menu and home sections follow on the very next request.
    revalidate('pages');
    return NextResponse.json(data);
  } catch (error) {
    return failFromError(error);
  }
}
