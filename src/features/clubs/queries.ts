import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listClubs } from './api';
import { clubKeys } from './keys';

export const clubListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: clubKeys.list(), queryFn: () => listClubs(client) });
