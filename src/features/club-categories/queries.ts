import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listAssignments } from './api';
import { clubCategoryKeys } from './keys';

/** The clubs assigned to a category in a season; waits until both are chosen. */
export const assignmentListOptions = (loadClient: SupabaseClientLoader, categoryId: string | null, seasonId: string | null) =>
  queryOptions({
    queryKey: clubCategoryKeys.list(categoryId ?? '', seasonId ?? ''),
    queryFn: async () => listAssignments(await loadClient(), categoryId ?? '', seasonId ?? ''),
    enabled: Boolean(categoryId && seasonId),
  });
