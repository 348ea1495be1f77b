import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listGrants } from './api';
import type { GrantFilters } from './filters';
import { grantKeys } from './keys';

/** The calendar's grants; the previous result stays on screen while a new search loads. */
export const grantListOptions = (client: TypedSupabaseClient, filters: GrantFilters) =>
  queryOptions({
    queryKey: grantKeys.list(filters),
    queryFn: () => listGrants(client, filters),
    placeholderData: keepPreviousData,
  });
