import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listCommittees } from './api';
import { committeeKeys } from './keys';

export const committeeListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: committeeKeys.list(), queryFn: () => listCommittees(client) });
