import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { MEMBERS_PAGE_SIZE, type MemberFilters } from '../filters';
import type { TMemberInput } from '../schema';
import { searchPattern } from '../search';

/** A row of the register: the member with their category's name. */
export type MemberRow = Omit<Tables<'members'>, 'search_text' | 'sort_key'> & { category: { name: string } | null };

export interface MemberPage {
  rows: MemberRow[];
  total: number;
}

const MEMBER_COLUMNS =
  'id, name, surname, registration_number, date_of_birth, sex, category_id, functions, created_at, updated_at, category:categories(name)';

/**
 * The register's filters and order on a members query, list and export alike. Spec §7: by surname,
 * name, in Czech alphabetical order (sort_key, migration 20261124000100).
 */
function filteredMembers(client: TypedSupabaseClient, filters: Omit<MemberFilters, 'page'>, count?: 'exact') {
  let query = client.from('members').select(MEMBER_COLUMNS, count ? { count } : undefined);
  const pattern = searchPattern(filters.search);
  if (pattern) query = query.ilike('search_text', pattern);
  if (filters.categoryId) query = query.eq('category_id', filters.categoryId);
  if (filters.functionCode) query = query.contains('functions', [filters.functionCode]);
  if (filters.sex) query = query.eq('sex', filters.sex);
  return query.order('sort_key').order('registration_number');
}

/**
 * Spec §7: members ordered by surname, name; one page of the register and the total. RLS picks
 * the rows: an admin sees everyone, a coach the members of their categories.
 */
export async function listMembers(client: TypedSupabaseClient, filters: MemberFilters): Promise<MemberPage> {
  const from = (filters.page - 1) * MEMBERS_PAGE_SIZE;
  const { data, error, count } = await filteredMembers(client, filters, 'exact').range(from, from + MEMBERS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Every member matching the filters (no paging), for the roster export. */
export async function listAllMembers(client: TypedSupabaseClient, filters: Omit<MemberFilters, 'page'>): Promise<MemberRow[]> {
  const { data, error } = await filteredMembers(client, filters);
  if (error) throw error;
  return data;
}

export async function getMember(client: TypedSupabaseClient, id: string): Promise<MemberRow | null> {
  const { data, error } = await client.from('members').select(MEMBER_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** Idempotent under the mutation's retry: the caller makes the id once, a second insert is a no-op. */
export async function createMember(client: TypedSupabaseClient, id: string, member: TMemberInput): Promise<void> {
  const { error } = await client.from('members').upsert({ id, ...member }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateMember(client: TypedSupabaseClient, id: string, member: TMemberInput): Promise<void> {
  const { error } = await client.from('members').update(member).eq('id', id);
  if (error) throw error;
}

export async function deleteMember(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('members').delete().eq('id', id);
  if (error) throw error;
}
