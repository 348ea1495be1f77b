'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { deleteCategory, saveCategory } from './api';
import { categoryKeys } from './keys';
import { categoryMessages } from './messages';
import { activeCategoriesOptions, categoryListOptions } from './queries';
import type { TCategoryForm } from './schema';

export function useActiveCategories() {
  return useQuery(activeCategoriesOptions(getSupabaseBrowserClient()));
}

export function useCategories() {
  return useQuery(categoryListOptions(getSupabaseBrowserClient()));
}

export function useSaveCategory() {
  return useAdminMutation({
    mutationFn: ({ id, category }: { id: string | null; category: TCategoryForm }) =>
      saveCategory(getSupabaseBrowserClient(), id, category),
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
