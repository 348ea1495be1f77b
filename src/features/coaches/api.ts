import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface CoachCategory {
  id: string;
  name: string;
}

/**
 * The categories a coach works with: their assigned ones; an admin without assignments sees
 * every active category (spec §6 — admins may act as coaches).
 */
export async function getCoachCategories(client: TypedSupabaseClient, assigned: string[], isAdmin: boolean): Promise<CoachCategory[]> {
  let query = client.from('categories').select('id, name').eq('is_active', true).order('sort_order');
  if (!isAdmin || assigned.length > 0) query = query.in('id', assigned);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}
