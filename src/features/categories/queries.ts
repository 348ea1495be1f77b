import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getActiveCategories, listCategories } from './api';
import { categoryKeys } from './keys';

export const activeCategoriesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: categoryKeys.active(), queryFn: async () => getActiveCategories(await loadClient()) });

export const categoryListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: async () => listCategories(await loadClient()) });
