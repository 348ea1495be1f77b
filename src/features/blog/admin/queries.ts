import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { postKeys } from '../keys';
import { listAdminPosts } from './api';

export const adminPostListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: postKeys.adminList(), queryFn: () => listAdminPosts(client) });
