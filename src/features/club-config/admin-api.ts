import { fetchJson } from '@/lib/api/fetch-json';
import type { Tables } from '@/lib/supabase/database.types';
import type { TPageVisibilityUpdate } from '@/features/page-visibility/schema';
import type { ClubConfig } from './api';
import type { TClubConfig } from './schema';

export type PageRow = Pick<Tables<'page_visibility'>, 'id' | 'page_key' | 'page_title' | 'page_route' | 'page_description' | 'category' | 'is_visible' | 'is_active' | 'sort_order'>;

export async function fetchClubConfig(): Promise<ClubConfig | null> {
  return (await fetchJson<{ data: ClubConfig | null }>('/api/club-config')).data;
}

export async function saveClubConfig(config: TClubConfig): Promise<void> {
  await fetchJson('/api/club-config', { method: 'PUT', body: JSON.stringify(config) });
}

export function fetchPages(): Promise<PageRow[]> {
  return fetchJson<PageRow[]>('/api/page-visibility');
}

export function updatePage(change: TPageVisibilityUpdate): Promise<PageRow> {
  return fetchJson<PageRow>('/api/page-visibility', { method: 'PUT', body: JSON.stringify(change) });
}
