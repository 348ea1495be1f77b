import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listCommittees } from './api';
import { committeeKeys } from './keys';

export const committeeListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: committeeKeys.list(), queryFn: async () => listCommittees(await loadClient()) });
