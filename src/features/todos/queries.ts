import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listTodos } from './api';
import { todoKeys } from './keys';

export const todoListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: todoKeys.list(), queryFn: async () => listTodos(await loadClient()) });
