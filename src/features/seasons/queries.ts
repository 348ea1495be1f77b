import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listSeasons } from './api';
import { seasonKeys } from './keys';

export const seasonListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: seasonKeys.list(), queryFn: async () => listSeasons(await loadClient()) });
