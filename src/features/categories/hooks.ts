'use client';

import { useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAdminMutation, type SaveVariables } from '@/lib/use-admin-mutation';
import { createCategory, deleteCategory, updateCategory } from './api';
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
    mutationFn: ({ id, isNew, category }: SaveVariables<TCategoryForm, 'category'>) =>
      isNew ? createCategory(getSupabaseBrowserClient(), id, category) : updateCategory(getSupabaseBrowserClient(), id, category),
    success: ({ isNew }) => (isNew ? categoryMessages.created : categoryMessages.updated),
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
