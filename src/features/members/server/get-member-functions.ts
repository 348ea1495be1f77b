import { NextResponse } from 'next/server';
import { failFromError } from '@/lib/api/route-handler';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listMemberFunctions } from '../api/member-functions';

/**
 * Spec §7 GET /api/get-member-functions: a bare array (not `{data}`: the spec's callers read the
 * array and treat 404 as "not available yet"), the active functions in their order. Labels are
 * not personal data, so anyone may read them (RLS: everyone reads member_functions).
 */
export async function handleGetMemberFunctions(caller: TypedSupabaseClient): Promise<NextResponse> {
  try {
    const functions = await listMemberFunctions(caller);
    return NextResponse.json(
      functions.filter((item) => item.is_active).map(({ code, label, sort_order }) => ({ code, label, sort_order })),
    );
  } catch (error) {
    return failFromError(error);
  }
}
