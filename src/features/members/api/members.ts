import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { BirthdayPerson } from '../birthdays';
import { MEMBERS_PAGE_SIZE, type MemberFilters } from '../filters';
import type { TMemberInput } from '../schema';
import { searchPattern } from '../search';

/** A row of the register: the member with their category's name and whether they are active today. */
export type MemberRow = Omit<Tables<'members'>, 'search_text' | 'sort_key'> & { category: { name: string } | null; is_active: boolean };

export interface MemberPage {
  rows: MemberRow[];
  total: number;
}

// membership_today: the member's active relationships to the own club valid today (the view
// of migration 20261124000500), embedded so "active" is answered by the same query that pages.
const MEMBER_COLUMNS =
  'id, name, surname, registration_number, date_of_birth, sex, category_id, functions, created_at, updated_at, category:categories(name), membership_today:own_club_memberships_today(member_id)';

type MemberWithMembership = Omit<MemberRow, 'is_active'> & { membership_today: { member_id: string | null }[] };

function toMemberRow({ membership_today, ...member }: MemberWithMembership): MemberRow {
  return { ...member, is_active: membership_today.length > 0 };
}

/**
 * The register's filters and order on a members query, list and export alike: by surname,
 * name, in Czech alphabetical order (sort_key, migration 20261124000100).
 */
function filteredMembers(client: TypedSupabaseClient, filters: Omit<MemberFilters, 'page'>, count?: 'exact') {
  let query = client.from('members').select(MEMBER_COLUMNS, count ? { count } : undefined);
  const pattern = searchPattern(filters.q);
  if (pattern) query = query.ilike('search_text', pattern);
  if (filters.category) query = query.eq('category_id', filters.category);
  if (filters.function) query = query.contains('functions', [filters.function]);
  if (filters.sex) query = query.eq('sex', filters.sex);
  // "Has one" / "has none" on the embed: PostgREST's semi- and anti-join, so the count and the
  // page are of the filtered members.
  if (filters.active === 'active') query = query.not('membership_today', 'is', null);
  if (filters.active === 'inactive') query = query.is('membership_today', null);
  return query.order('sort_key').order('registration_number');
}

/**
 * Members ordered by surname, name; one page of the register and the total. RLS picks
 * the rows: an admin sees everyone, a coach the members of their categories.
 */
export async function listMembers(client: TypedSupabaseClient, filters: MemberFilters): Promise<MemberPage> {
  const from = (filters.page - 1) * MEMBERS_PAGE_SIZE;
  const { data, error, count } = await filteredMembers(client, filters, 'exact').range(from, from + MEMBERS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data.map(toMemberRow), total: count ?? data.length };
}

/** Every member matching the filters (no paging), for the roster export. */
export async function listAllMembers(client: TypedSupabaseClient, filters: Omit<MemberFilters, 'page'>): Promise<MemberRow[]> {
  const { data, error } = await filteredMembers(client, filters);
  if (error) throw error;
  return data.map(toMemberRow);
}

export async function getMember(client: TypedSupabaseClient, id: string): Promise<MemberRow | null> {
  const { data, error } = await client.from('members').select(MEMBER_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data && toMemberRow(data);
}

/**
 * The member with the default relationship to the own club (permanent, active, valid from today)
 * in one transaction (create_member), so a new member is active in the register at once.
 * Idempotent under the mutation's retry: the caller makes the id once, a second call adds nothing.
 */
export async function createMember(client: TypedSupabaseClient, id: string, member: TMemberInput): Promise<void> {
  const { error } = await client.rpc('create_member', { p_id: id, p_member: member });
  if (error) throw error;
}

/** The registration number the new-member dialog proposes: the club's highest + 1, or null. */
export async function getNextRegistrationNumber(client: TypedSupabaseClient): Promise<string | null> {
  const { data, error } = await client.rpc('next_member_registration_number');
  if (error) throw error;
  // Null when no number has the club's shape (the generator types the result as string).
  return data;
}

export async function updateMember(client: TypedSupabaseClient, id: string, member: TMemberInput): Promise<void> {
  const { error } = await client.from('members').update(member).eq('id', id);
  if (error) throw error;
}

export async function deleteMember(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('members').delete().eq('id', id);
  if (error) throw error;
}

/** How many members the register holds (the admin dashboard's figure). */
export async function countMembers(client: TypedSupabaseClient): Promise<number> {
  const { count, error } = await client.from('members').select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}

/** Members of these categories with a known birth date (RLS: staff only). */
export async function getMembersWithBirthdays(client: TypedSupabaseClient, categoryIds: string[]): Promise<BirthdayPerson[]> {
  const { data, error } = await client
    .from('members')
    .select('id, name, surname, date_of_birth')
    .in('category_id', categoryIds)
    .not('date_of_birth', 'is', null);
  if (error) throw error;
  return data.flatMap((row) => (row.date_of_birth ? [{ ...row, date_of_birth: row.date_of_birth }] : []));
}
