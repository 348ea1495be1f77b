import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listAssignments } from './api';
import { clubCategoryKeys } from './keys';

/** The clubs assigned to a category in a season; waits until both are chosen. */
export const assignmentListOptions = (client: TypedSupabaseClient, categoryId: string | null, seasonId: string | null) =>
  queryOptions({
    queryKey: clubCategoryKeys.list(categoryId ?? '', seasonId ?? ''),
    queryFn: () => listAssignments(client, categoryId ?? '', seasonId ?? ''),
    enabled: Boolean(categoryId && seasonId),
  });
