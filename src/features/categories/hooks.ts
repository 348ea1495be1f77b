'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { deleteCategory, getActiveCategories, listCategories, saveCategory } from './api';
import { categoryMessages } from './messages';
import type { TCategoryForm } from './schema';

export const categoryKeys = {
  all: ['categories'] as const,
  active: ['categories', 'active'] as const,
  list: ['categories', 'list'] as const,
};

export function useActiveCategories() {
  return useQuery({ queryKey: categoryKeys.active, queryFn: () => getActiveCategories(getSupabaseBrowserClient()) });
}

export function useCategories() {
  return useQuery({ queryKey: categoryKeys.list, queryFn: () => listCategories(getSupabaseBrowserClient()) });
}

export function useSaveCategory() {
  return useAdminMutation({
    mutationFn: ({ id, category }: { id: string | null; category: TCategoryForm }) => saveCategory(getSupabaseBrowserClient(), id, category),
    success: ({ id }) => (id ? categoryMessages.updated : categoryMessages.created),
    failure: categoryMessages.saveError,
    invalidates: [categoryKeys.all],
    publicTags: ['matches', 'pages'],
  });
}

export function useDeleteCategory() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteCategory(getSupabaseBrowserClient(), id),
    success: categoryMessages.deleted,
    failure: categoryMessages.deleteError,
    invalidates: [categoryKeys.all],
    publicTags: ['matches', 'pages'],
  });
}
