import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getCategoryReminderHours, getMyMailPreferences } from './api';
import { mailingKeys } from './keys';

export const myMailPreferencesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: mailingKeys.myPreferences(), queryFn: async () => getMyMailPreferences(await loadClient()) });

export const reminderHoursOptions = (loadClient: SupabaseClientLoader, categoryId: string) =>
  queryOptions({ queryKey: mailingKeys.reminderHours(categoryId), queryFn: async () => getCategoryReminderHours(await loadClient(), categoryId) });
