import { fetchJson } from '@/lib/api/fetch-json';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { VisiblePage } from './logic';
import type { TPageVisibilityUpdate } from './schema';

/** Visible, active pages for the public menu (RLS lets anyone read exactly these). */
export async function getVisiblePages(client: TypedSupabaseClient): Promise<VisiblePage[]> {
  const { data, error } = await client
    .from('page_visibility')
    .select('page_title, page_route, page_description, category, sort_order')
    .eq('is_visible', true)
    .eq('is_active', true)
    .order('sort_order');
  if (error) throw error;
  return data;
}

const PAGE_COLUMNS = 'id, page_key, page_title, page_route, page_description, category, is_visible, is_active, sort_order';

/** Every page row, hidden ones too, for the admin screen (RLS: admins only). */
export async function listAllPages(client: TypedSupabaseClient): Promise<PageRow[]> {
  const { data, error } = await client.from('page_visibility').select(PAGE_COLUMNS).order('category').order('sort_order');
  if (error) throw error;
  return data;
}

/** Applies one of the three changes (visibility and order, route, or title); null when there is no such page. */
export async function updatePage(client: TypedSupabaseClient, { id, ...changes }: TPageVisibilityUpdate): Promise<PageRow | null> {
  const { data, error } = await client.from('page_visibility').update(changes).eq('id', id).select(PAGE_COLUMNS).maybeSingle();
  if (error) throw error;
  return data;
}

export type PageRow = Pick<Tables<'page_visibility'>, 'id' | 'page_key' | 'page_title' | 'page_route' | 'page_description' | 'category' | 'is_visible' | 'is_active' | 'sort_order'>;

// The admin screen goes through /api/page-visibility, which drops the public cache itself.
export function fetchPages(): Promise<PageRow[]> {
  return fetchJson<PageRow[]>('/api/page-visibility');
}

export function putPage(change: TPageVisibilityUpdate): Promise<PageRow> {
  return fetchJson<PageRow>('/api/page-visibility', { method: 'PUT', body: JSON.stringify(change) });
}
