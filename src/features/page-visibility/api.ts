import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { VisiblePage } from './logic';

/** Visible, active pages for the public menu (RLS lets anyone read exactly these). */
export async function getVisiblePages(client: TypedSupabaseClient): Promise<VisiblePage[]> {
  const { data, error } = await client
    .from('page_visibility')
    .select('page_title, page_route, category, sort_order')
    .eq('is_visible', true)
    .eq('is_active', true)
    .order('sort_order');
  if (error) throw error;
  return data;
}
