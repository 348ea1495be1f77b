import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface CategoryOption {
  id: string;
  name: string;
}

/** Spec §7: active categories ordered by sort_order. */
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
  const { data, error } = await client.from('categories').select('id, name, slug, description').eq('is_active', true).order('sort_order');
  if (error) throw error;
  return data;
}
