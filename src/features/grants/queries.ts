import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listGrants } from './api';
import type { GrantFilters } from './filters';
import { grantKeys } from './keys';

/** The calendar's grants; the previous result stays on screen while a new search loads. */
export const grantListOptions = (loadClient: SupabaseClientLoader, filters: GrantFilters) =>
  queryOptions({
    queryKey: grantKeys.list(filters),
    queryFn: async () => listGrants(await loadClient(), filters),
    placeholderData: keepPreviousData,
  });
