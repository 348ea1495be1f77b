import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listSeasons } from './api';
import { seasonKeys } from './keys';

export const seasonListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: seasonKeys.list(), queryFn: () => listSeasons(client) });
