import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listTodos } from './api';
import { todoKeys } from './keys';

export const todoListOptions = (client: TypedSupabaseClient) => queryOptions({ queryKey: todoKeys.list(), queryFn: () => listTodos(client) });
