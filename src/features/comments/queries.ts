import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listComments } from './api';
import { commentKeys } from './keys';

export const commentListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: commentKeys.list(), queryFn: async () => listComments(await loadClient()) });
