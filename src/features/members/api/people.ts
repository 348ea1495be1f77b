import type { TypedSupabaseClient } from '@/lib/supabase/client';

// Lists of members other features pick people from (lineup coaches, meeting attendees).

export interface MemberName {
  id: string;
  name: string;
  surname: string;
}

export interface RegisteredMemberName extends MemberName {
  registration_number: string;
}

/** Members who coach or lead a team (lineup_coaches' people), those RLS lets the caller read, by surname. */
export async function listCoachingMembers(client: TypedSupabaseClient): Promise<MemberName[]> {
  const { data, error } = await client
    .from('members')
    .select('id, name, surname')
    .overlaps('functions', ['coach', 'assistant_coach', 'team_manager'])
    .order('surname')
    .order('name');
  if (error) throw error;
  return data;
}

/** Every member RLS lets the caller read, by surname, for a picker that searches and pages them in the browser. */
export async function listRegisteredMemberNames(client: TypedSupabaseClient): Promise<RegisteredMemberName[]> {
  const { data, error } = await client.from('members').select('id, name, surname, registration_number').order('sort_key');
  if (error) throw error;
  return data;
}
