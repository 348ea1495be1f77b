import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getActiveCategories, listCategories } from './api';
import { categoryKeys } from './keys';

export const activeCategoriesOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: categoryKeys.active(), queryFn: () => getActiveCategories(client) });

export const categoryListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: () => listCategories(client) });
