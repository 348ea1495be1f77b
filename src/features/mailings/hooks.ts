'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { setMyMailPreference } from './api';
import type { MailKind } from './kinds';
import { mailingKeys } from './keys';
import { myMailPreferencesOptions } from './queries';

export function useMyMailPreferences() {
  return useQuery(myMailPreferencesOptions(loadSupabaseBrowserClient));
}

export function useSetMailPreference() {
  return useAdminMutation({
    mutationFn: async ({ kind, enabled }: { kind: MailKind; enabled: boolean }) => setMyMailPreference(await loadSupabaseBrowserClient(), kind, enabled),
    success: ({ enabled }) => (enabled ? 'E-maily zapnuty' : 'E-maily vypnuty'),
    failure: 'Nastavení e-mailů se nepodařilo uložit',
    invalidates: [mailingKeys.all],
  });
}
