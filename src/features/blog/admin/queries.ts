import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { postKeys } from '../keys';
import { listAdminPosts } from './api';

export const adminPostListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: postKeys.adminList(), queryFn: async () => listAdminPosts(await loadClient()) });
