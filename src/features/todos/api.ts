import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { TodoCategory, TodoPriority, TodoStatus } from './messages';
import type { TTodoForm } from './schema';
import { toTodoCategory, toTodoPriority, toTodoStatus } from './todo-status';

export interface Todo {
  id: string;
  title: string;
  description: string | null;
  priority: TodoPriority;
  status: TodoStatus;
  category: TodoCategory;
  due_date: string | null;
  user_email: string;
  created_at: string;
}

/** Every todo (an admin's internal list is short); the panel filters, sorts and pages them. RLS: admins only. */
export async function listTodos(client: TypedSupabaseClient): Promise<Todo[]> {
  const { data, error } = await client
    .from('todos')
    .select('id, title, description, priority, status, category, due_date, user_email, created_at')
    .order('created_at');
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    priority: toTodoPriority(row.priority),
    status: toTodoStatus(row.status),
    category: toTodoCategory(row.category),
  }));
}

/** Idempotent under the mutation's retry: the id is made once by the caller, a second insert is a no-op. */
export async function createTodo(client: TypedSupabaseClient, id: string, userEmail: string, todo: TTodoForm): Promise<void> {
  const { error } = await client
    .from('todos')
    .upsert({ id, user_email: userEmail, ...todo }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

/** Only a todo still in 'todo' can be edited (guard_todo_changes refuses the rest). */
export async function updateTodo(client: TypedSupabaseClient, id: string, todo: TTodoForm): Promise<void> {
  const { error } = await client.from('todos').update(todo).eq('id', id);
  if (error) throw error;
}

export async function setTodoStatus(client: TypedSupabaseClient, id: string, status: TodoStatus): Promise<void> {
  const { error } = await client.from('todos').update({ status }).eq('id', id);
  if (error) throw error;
}

/** Only a todo still in 'todo' can be deleted (guard_todo_changes). */
export async function deleteTodo(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('todos').delete().eq('id', id);
  if (error) throw error;
}
