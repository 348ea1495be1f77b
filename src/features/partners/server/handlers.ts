import type { PostgrestError } from '@supabase/supabase-js';
import { revalidateTag } from 'next/cache';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { fail, failFromError, ok, parseJsonBody } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { PARTNER_KINDS, PARTNER_SCHEMAS, partnerKind, ZMainPartnerUpdate, type PartnerKind } from '../schema';

type Revalidate = (tag: string) => void;
const dropPublicCache: Revalidate = (tag) => revalidateTag(tag, { expire: 0 });
const NOT_FOUND = 'Partner nebyl nalezen';
const UNKNOWN_KIND = 'Neznámý druh partnerů';

/** GET /api/sponsorship/{kind}: `{data}`, the list as the public sees it (RLS: active ones to anon). */
export async function handleListPartners(rawKind: string, caller: TypedSupabaseClient): Promise<NextResponse> {
  const kind = partnerKind(rawKind);
  if (!kind) return fail(404, UNKNOWN_KIND);
  try {
    const { data, error } = await caller.from(PARTNER_KINDS[kind]).select('*').order('sort_order').order('name');
    if (error) throw error;
    return ok(data);
  } catch (error) {
    return failFromError(error);
  }
}

/** Validates a new partner of the kind and inserts it; TypeScript needs one branch per table. */
async function insertPartner(caller: TypedSupabaseClient, kind: PartnerKind, body: unknown): Promise<{ message: string } | { row: unknown }> {
  const invalid = (error: z.ZodError) => ({ message: error.issues[0]?.message ?? 'Neplatný vstup.' });
  const inserted = (result: { data: unknown; error: PostgrestError | null }) => {
    if (result.error) throw result.error;
    return { row: result.data };
  };
  switch (kind) {
    case 'main-partners': {
      const parsed = PARTNER_SCHEMAS[kind].safeParse(body);
      return parsed.success ? inserted(await caller.from('main_partners').insert(parsed.data).select('*').single()) : invalid(parsed.error);
    }
    case 'business-partners': {
      const parsed = PARTNER_SCHEMAS[kind].safeParse(body);
      return parsed.success ? inserted(await caller.from('business_partners').insert(parsed.data).select('*').single()) : invalid(parsed.error);
    }
    case 'media-partners': {
      const parsed = PARTNER_SCHEMAS[kind].safeParse(body);
      return parsed.success ? inserted(await caller.from('media_partners').insert(parsed.data).select('*').single()) : invalid(parsed.error);
    }
  }
}

/** POST /api/sponsorship/{kind}: admins add a partner; answers `{data}` with the new row. */
export async function handleCreatePartner(rawKind: string, request: Request, caller: TypedSupabaseClient, revalidate: Revalidate = dropPublicCache): Promise<NextResponse> {
  const kind = partnerKind(rawKind);
  if (!kind) return fail(404, UNKNOWN_KIND);
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, 'Neplatný vstup.');
  }
  try {
    const result = await insertPartner(caller, kind, body);
    if ('message' in result) return fail(400, result.message);
    revalidate('partners');
    return ok(result.row, 201);
  } catch (error) {
    return failFromError(error);
  }
}

/** PUT /api/sponsorship/main-partners/{id}: admins change a main partner. */
export async function handleUpdateMainPartner(rawId: string, request: Request, caller: TypedSupabaseClient, revalidate: Revalidate = dropPublicCache): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  if (!z.uuid().safeParse(rawId).success) return fail(400, 'Neplatné ID partnera');
  const body = await parseJsonBody(request, ZMainPartnerUpdate);
  if ('response' in body) return body.response;
  try {
    const { data, error } = await caller.from('main_partners').update(body.data).eq('id', rawId).select('*').maybeSingle();
    if (error) throw error;
    if (!data) return fail(404, NOT_FOUND);
    revalidate('partners');
    return ok(data);
  } catch (error) {
    return failFromError(error);
  }
}

/** DELETE /api/sponsorship/main-partners/{id}: admins remove a main partner. */
export async function handleDeleteMainPartner(rawId: string, caller: TypedSupabaseClient, revalidate: Revalidate = dropPublicCache): Promise<NextResponse> {
  const admin = await requireAdmin(caller);
  if ('response' in admin) return admin.response;
  if (!z.uuid().safeParse(rawId).success) return fail(400, 'Neplatné ID partnera');
  try {
    const { data, error } = await caller.from('main_partners').delete().eq('id', rawId).select('id').maybeSingle();
    if (error) throw error;
    if (!data) return fail(404, NOT_FOUND);
    revalidate('partners');
    return ok({ id: data.id });
  } catch (error) {
    return failFromError(error);
  }
}
