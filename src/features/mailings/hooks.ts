'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { saveCategoryReminderHours, setMyMailPreference, type ReminderHours } from './api';
import type { MailKind } from './kinds';
import { mailingKeys } from './keys';
import { myMailPreferencesOptions, reminderHoursOptions } from './queries';
import { reminderHoursMessages } from './schema';

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

export function useReminderHours(categoryId: string) {
  return useQuery(reminderHoursOptions(loadSupabaseBrowserClient, categoryId));
}

/** When the category's reminders go out; the mail job reads them on its next run. */
export function useSaveReminderHours(categoryId: string) {
  return useAdminMutation({
    mutationFn: async (hours: ReminderHours) => saveCategoryReminderHours(await loadSupabaseBrowserClient(), categoryId, hours),
    success: reminderHoursMessages.saved,
    failure: reminderHoursMessages.saveError,
    invalidates: [mailingKeys.reminderHours(categoryId)],
  });
}
