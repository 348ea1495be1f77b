'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { getActiveCategories } from './api';

export const categoryKeys = {
  active: ['categories', 'active'] as const,
};

export function useActiveCategories() {
  return useQuery({ queryKey: categoryKeys.active, queryFn: () => getActiveCategories(getSupabaseBrowserClient()) });
}
