import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getMyMailPreferences } from './api';
import { mailingKeys } from './keys';

export const myMailPreferencesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: mailingKeys.myPreferences(), queryFn: async () => getMyMailPreferences(await loadClient()) });
