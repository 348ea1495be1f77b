import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TCommitteeInput } from './schema';

export type Committee = Tables<'committees'>;

/** Committees in their order; RLS gives visitors the active ones and admins all. */
export async function listCommittees(client: TypedSupabaseClient): Promise<Committee[]> {
  const { data, error } = await client.from('committees').select('*').order('sort_order').order('name');
  if (error) throw error;
  return data;
}

/** Idempotent under retry: the caller's id makes a second insert a no-op. */
export async function createCommittee(client: TypedSupabaseClient, id: string, input: TCommitteeInput): Promise<void> {
  const { error } = await client.from('committees').upsert({ id, ...input }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateCommittee(client: TypedSupabaseClient, id: string, input: TCommitteeInput): Promise<void> {
  const { error } = await client.from('committees').update(input).eq('id', id);
  if (error) throw error;
}

export async function deleteCommittee(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('committees').delete().eq('id', id);
  if (error) throw error;
}

/** A code another committee already has (committees_code_key): the form shows it on the field. */
export function isDuplicateCommitteeCode(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' && typeof message === 'string' && message.includes('committees_code_key');
}
