import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { textSearchFilter } from '@/lib/text-search';
import type { GrantFilters } from './filters';
import type { TGrantInput } from './schema';

export type Grant = Pick<Tables<'grants'>, 'id' | 'name' | 'description' | 'month' | 'is_active'>;

/**
 * Grants: search in name or description, month filter, active only unless the inactive
 * ones are asked for; by month, then name. RLS lets only an admin read or write grants.
 */
export async function listGrants(client: TypedSupabaseClient, filters: GrantFilters): Promise<Grant[]> {
  let query = client.from('grants').select('id, name, description, month, is_active');
  const search = textSearchFilter(['name', 'description'], filters.q);
  if (search) query = query.or(search);
  if (filters.month) query = query.eq('month', filters.month);
  if (!filters.inactive) query = query.eq('is_active', true);
  const { data, error } = await query.order('month').order('name').order('id');
  if (error) throw error;
  return data;
}

/** Idempotent under the mutation's retry: the caller makes the id once, a second insert is a no-op. */
export async function createGrant(client: TypedSupabaseClient, id: string, grant: TGrantInput): Promise<void> {
  const { error } = await client.from('grants').upsert({ id, ...grant }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

/**
 * RLS hides grants from everyone but an admin, so a refused write touches no row, which PostgREST
 * reports as success; asking for the one row back turns that into PGRST116.
 */
export async function updateGrant(client: TypedSupabaseClient, id: string, grant: TGrantInput): Promise<void> {
  const { error } = await client.from('grants').update(grant).eq('id', id).select('id').single();
  if (error) throw error;
}

/** The soft delete (is_active false), undone from the "include inactive" view. */
export async function setGrantActive(client: TypedSupabaseClient, id: string, isActive: boolean): Promise<void> {
  const { error } = await client.from('grants').update({ is_active: isActive }).eq('id', id).select('id').single();
  if (error) throw error;
}

/** The hard delete. */
export async function deleteGrant(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('grants').delete().eq('id', id).select('id').single();
  if (error) throw error;
}
