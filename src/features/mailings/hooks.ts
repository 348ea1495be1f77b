'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { getMyMailPreferences, setMyMailPreference } from './api';
import type { MailKind } from './kinds';

const preferencesKey = ['mailings', 'my-preferences'] as const;

const myMailPreferencesOptions = queryOptions({
  queryKey: preferencesKey,
  queryFn: async () => getMyMailPreferences(await loadSupabaseBrowserClient()),
});

export function useMyMailPreferences() {
  return useQuery(myMailPreferencesOptions);
}

export function useSetMailPreference() {
  return useAdminMutation({
    mutationFn: async ({ kind, enabled }: { kind: MailKind; enabled: boolean }) => setMyMailPreference(await loadSupabaseBrowserClient(), kind, enabled),
    success: ({ enabled }) => (enabled ? 'E-maily zapnuty' : 'E-maily vypnuty'),
    failure: 'Nastavení e-mailů se nepodařilo uložit',
    invalidates: [preferencesKey],
  });
}
