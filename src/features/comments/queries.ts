import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listComments } from './api';
import { commentKeys } from './keys';

export const commentListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: commentKeys.list(), queryFn: () => listComments(client) });
