import { rowsOrNoneIfTableMissing } from '@/lib/load-errors';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TCategoryForm } from './schema';

export interface CategoryOption {
  id: string;
  name: string;
}

/** Active categories ordered by sort_order. */
export async function getActiveCategories(client: TypedSupabaseClient): Promise<CategoryOption[]> {
  const { data, error } = await client.from('categories').select('id, name').eq('is_active', true).order('sort_order');
  if (error) throw error;
  return data;
}

export interface PublicCategory extends CategoryOption {
  slug: string;
  description: string | null;
}

/** Active categories with their public slug (/matches?category=…, /category/{id}). */
export async function getPublicCategories(client: TypedSupabaseClient): Promise<PublicCategory[]> {
  // A club without the table yet shows no categories rather than an error.
  return rowsOrNoneIfTableMissing(await client.from('categories').select('id, name, slug, description').eq('is_active', true).order('sort_order'));
}

export type Category = Tables<'categories'>;

/** Every category, inactive ones too, in menu order (the admin list). */
export async function listCategories(client: TypedSupabaseClient): Promise<Category[]> {
  const { data, error } = await client.from('categories').select('*').order('sort_order').order('name');
  if (error) throw error;
  return data;
}

/** Under the id the form made for it, so a retried request changes nothing. */
export async function createCategory(client: TypedSupabaseClient, id: string, category: TCategoryForm): Promise<void> {
  const { error } = await client.from('categories').upsert({ ...category, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateCategory(client: TypedSupabaseClient, id: string, category: TCategoryForm): Promise<void> {
  const { error } = await client.from('categories').update(category).eq('id', id);
  if (error) throw error;
}

export async function deleteCategory(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('categories').delete().eq('id', id);
  if (error) throw error;
}

/** How many categories are active (the admin dashboard's figure). */
export async function countActiveCategories(client: TypedSupabaseClient): Promise<number> {
  const { count, error } = await client.from('categories').select('id', { count: 'exact', head: true }).eq('is_active', true);
  if (error) throw error;
  return count ?? 0;
}

/**
 * The categories the signed-in user manages (an admin: every one, a coach: theirs; a visitor
 * none), in one request that needs nothing read before it; the rule is can_manage_category's, the
 * check the database's own writes make.
 */
export async function categoriesManagedByCaller(client: TypedSupabaseClient): Promise<Set<string>> {
  const { data, error } = await client.rpc('categories_managed_by_caller');
  if (error) throw error;
  return new Set(data);
}
