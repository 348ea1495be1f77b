import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TMemberFunctionInput } from '../schema';

export type MemberFunction = Tables<'member_functions'>;

/** Functions in their display order; the form and filters show the active ones. */
export async function listMemberFunctions(client: TypedSupabaseClient): Promise<MemberFunction[]> {
  const { data, error } = await client.from('member_functions').select('*').order('sort_order').order('label');
  if (error) throw error;
  return data;
}

/** Idempotent: the code is the key, so a retried insert of the same function is a no-op. */
export async function createMemberFunction(client: TypedSupabaseClient, input: TMemberFunctionInput): Promise<void> {
  const { error } = await client.from('member_functions').upsert(input, { onConflict: 'code', ignoreDuplicates: true });
  if (error) throw error;
}

/** The code is fixed once created (members store it); only label, order and activity change. */
export async function updateMemberFunction(client: TypedSupabaseClient, code: string, input: TMemberFunctionInput): Promise<void> {
  const { error } = await client
    .from('member_functions')
    .update({ label: input.label, sort_order: input.sort_order, is_active: input.is_active })
    .eq('code', code);
  if (error) throw error;
}

/** Refused by the database (23503) while any member holds the function. */
export async function deleteMemberFunction(client: TypedSupabaseClient, code: string): Promise<void> {
  const { error } = await client.from('member_functions').delete().eq('code', code);
  if (error) throw error;
}
