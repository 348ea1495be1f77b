import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface CategoryPerson {
  id: string;
  name: string;
  surname: string;
  functions: string[];
}

/**
 * The category's people as the public may see them (public_members: names and functions only,
 * never birth dates or registration numbers), players and coaches, by surname.
 */
export async function getCategoryPeople(client: TypedSupabaseClient, categoryId: string): Promise<CategoryPerson[]> {
  const { data, error } = await client
    .from('public_members')
    .select('id, name, surname, functions')
    .eq('category_id', categoryId)
    .overlaps('functions', ['player', 'coach', 'assistant_coach', 'team_manager'])
    .order('surname')
    .order('name');
  if (error) throw error;
  // A view: columns come out nullable in the generated types; the base table's are NOT NULL.
  return data.flatMap((row) =>
    row.id && row.name && row.surname
      ? [{ id: row.id, name: row.name, surname: row.surname, functions: row.functions ?? [] }]
      : [],
  );
}
