import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listClubs } from './api';
import { clubKeys } from './keys';

export const clubListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: clubKeys.list(), queryFn: async () => listClubs(await loadClient()) });
