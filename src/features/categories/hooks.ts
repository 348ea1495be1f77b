'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type SaveVariables } from '@/lib/use-admin-mutation';
import { createCategory, deleteCategory, updateCategory } from './api';
import { categoryKeys } from './keys';
import { categoryMessages } from './messages';
import { activeCategoriesOptions, categoryListOptions } from './queries';
import type { TCategoryForm } from './schema';

export function useActiveCategories() {
  return useQuery(activeCategoriesOptions(loadSupabaseBrowserClient));
}

export function useCategories() {
  return useQuery(categoryListOptions(loadSupabaseBrowserClient));
}

export function useSaveCategory() {
  return useAdminMutation({
    mutationFn: async ({ id, isNew, category }: SaveVariables<TCategoryForm, 'category'>) =>
      isNew
        ? createCategory(await loadSupabaseBrowserClient(), id, category)
        : updateCategory(await loadSupabaseBrowserClient(), id, category),
    success: ({ isNew }) => (isNew ? categoryMessages.created : categoryMessages.updated),
    failure: categoryMessages.saveError,
    invalidates: [categoryKeys.all],
    publicTags: ['matches', 'pages'],
  });
}

export function useDeleteCategory() {
  return useAdminMutation({
    mutationFn: async (id: string) => deleteCategory(await loadSupabaseBrowserClient(), id),
    success: categoryMessages.deleted,
    failure: categoryMessages.deleteError,
    invalidates: [categoryKeys.all],
    publicTags: ['matches', 'pages'],
  });
}
