import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Json, Tables } from '@/lib/supabase/database.types';
import type { TRelationshipInput } from '../schema';

export type MemberRelationship = Tables<'member_club_relationships'> & { club: { name: string } | null };

/** A member's clubs, the current ones first (member_club_relationships). */
export async function listMemberRelationships(client: TypedSupabaseClient, memberId: string): Promise<MemberRelationship[]> {
  const { data, error } = await client
    .from('member_club_relationships')
    .select('*, club:clubs(name)')
    .eq('member_id', memberId)
    .order('valid_from', { ascending: false });
  if (error) throw error;
  return data;
}

export async function createMemberRelationship(
  client: TypedSupabaseClient,
  id: string,
  memberId: string,
  input: TRelationshipInput,
): Promise<void> {
  const { error } = await client
    .from('member_club_relationships')
    .upsert({ id, member_id: memberId, ...input }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateMemberRelationship(client: TypedSupabaseClient, id: string, input: TRelationshipInput): Promise<void> {
  const { error } = await client.from('member_club_relationships').update(input).eq('id', id);
  if (error) throw error;
}

export async function deleteMemberRelationship(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('member_club_relationships').delete().eq('id', id);
  if (error) throw error;
}

/** The member's free metadata object; `{}` when none is stored yet. */
export async function getMemberMetadata(client: TypedSupabaseClient, memberId: string): Promise<Json> {
  const { data, error } = await client.from('member_metadata').select('metadata').eq('member_id', memberId).maybeSingle();
  if (error) throw error;
  return data?.metadata ?? {};
}

/** One row per member: an upsert on member_id replaces the object. */
export async function saveMemberMetadata(client: TypedSupabaseClient, memberId: string, metadata: { [key: string]: Json | undefined }): Promise<void> {
  const { error } = await client.from('member_metadata').upsert({ member_id: memberId, metadata }, { onConflict: 'member_id' });
  if (error) throw error;
}
