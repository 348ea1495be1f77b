'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createTodo, deleteTodo, setTodoStatus, updateTodo } from './api';
import { todoKeys } from './keys';
import { TODO_STATUSES, todoMessages, type TodoStatus } from './messages';
import { todoListOptions } from './queries';
import type { TTodoForm } from './schema';

export function useTodos() {
  return useQuery(todoListOptions(loadSupabaseBrowserClient));
}

// Internal admin notes: no public page shows them.
const common: AdminMutationTargets = { invalidates: [todoKeys.all] };

export function useCreateTodo(userEmail: string) {
  return useAdminMutation({
    mutationFn: async ({ id, todo }: { id: string; todo: TTodoForm }) =>
      createTodo(await loadSupabaseBrowserClient(), id, userEmail, todo),
    success: todoMessages.added,
    failure: todoMessages.addError,
    ...common,
  });
}

export function useUpdateTodo() {
  return useAdminMutation({
    mutationFn: async ({ id, todo }: { id: string; todo: TTodoForm }) => updateTodo(await loadSupabaseBrowserClient(), id, todo),
    success: todoMessages.updated,
    failure: todoMessages.updateError,
    ...common,
  });
}

/**
 * 'advance' moves to the next status ('Todo moved from X to Y'); choosing a status
 * directly says 'Todo marked as {status}!'.
 */
export function useSetTodoStatus() {
  return useAdminMutation({
    mutationFn: async ({ id, to }: { id: string; from: TodoStatus; to: TodoStatus; isAdvance: boolean }) =>
      setTodoStatus(await loadSupabaseBrowserClient(), id, to),
    success: ({ from, to, isAdvance }) =>
      isAdvance
        ? todoMessages.moved(TODO_STATUSES[from].toastName, TODO_STATUSES[to].toastName)
        : todoMessages.markedAs(TODO_STATUSES[to].toastName),
    failure: todoMessages.updateError,
    ...common,
  });
}

export function useDeleteTodo() {
  return useAdminMutation({
    mutationFn: async (id: string) => deleteTodo(await loadSupabaseBrowserClient(), id),
    success: todoMessages.deleted,
    failure: todoMessages.deleteError,
    ...common,
  });
}
