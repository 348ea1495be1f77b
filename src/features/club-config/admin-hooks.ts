'use client';

import { useQuery } from '@tanstack/react-query';
import type { TPageVisibilityUpdate } from '@/features/page-visibility/schema';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { fetchClubConfig, fetchPages, saveClubConfig, updatePage } from './admin-api';
import type { TClubConfig } from './schema';

export const siteKeys = { config: ['club-config'] as const, pages: ['page-visibility'] as const };

export function useClubConfig() {
  return useQuery({ queryKey: siteKeys.config, queryFn: fetchClubConfig });
}

export function usePages() {
  return useQuery({ queryKey: siteKeys.pages, queryFn: fetchPages });
}

// The route handlers drop the public cache themselves; no separate revalidation call.
export function useSaveClubConfig() {
  return useAdminMutation({
    mutationFn: (config: TClubConfig) => saveClubConfig(config),
    success: 'Nastavení klubu bylo uloženo',
    failure: 'Chyba při ukládání nastavení klubu',
    invalidates: [siteKeys.config],
  });
}

export function useUpdatePage() {
  return useAdminMutation({
    mutationFn: (change: TPageVisibilityUpdate) => updatePage(change),
    success: 'Stránka byla aktualizována',
    failure: 'Failed to update page visibility',
    invalidates: [siteKeys.pages],
  });
}
