import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTodo, deleteTodo, listTodos, setTodoStatus, updateTodo } from '@/features/todos/api';
import type { TTodoForm } from '@/features/todos/schema';
import { visibleTodos } from '@/features/todos/todo-list';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let anon: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  const adminUser = await seedUser(stack, { role: 'admin' });
  const coachUser = await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] });
  admin = stack.client(stack.anonKey, adminUser.accessToken) as TypedSupabaseClient;
  coach = stack.client(stack.anonKey, coachUser.accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

const form = (title: string, overrides: Partial<TTodoForm> = {}): TTodoForm => ({
  title,
  description: null,
  priority: 'medium',
  category: 'feature',
  due_date: null,
  ...overrides,
});

async function todoById(id: string) {
  return (await listTodos(admin)).find((todo) => todo.id === id);
}

describe('todos on the admin dashboard', () => {
  it('an admin adds a todo; a retried add with the same id keeps one row', async () => {
    const id = randomUUID();
    await createTodo(admin, id, 'admin@svinov.local', form('Objednat míče', { priority: 'high', due_date: '2026-12-01' }));
    await createTodo(admin, id, 'admin@svinov.local', form('Objednat míče', { priority: 'high', due_date: '2026-12-01' }));
    const rows = (await listTodos(admin)).filter((todo) => todo.id === id);
    expect(rows).toEqual([expect.objectContaining({ title: 'Objednat míče', priority: 'high', status: 'todo', due_date: '2026-12-01', user_email: 'admin@svinov.local' })]);
  });

  it('moves todo → in progress → done; after that edit and delete are refused and nothing changes', async () => {
    const id = randomUUID();
    await createTodo(admin, id, 'admin@svinov.local', form('Opravit síť'));
    await updateTodo(admin, id, form('Opravit síť u branky'));
    await setTodoStatus(admin, id, 'in-progress');
    expect(await todoById(id)).toMatchObject({ title: 'Opravit síť u branky', status: 'in-progress' });

    await expect(updateTodo(admin, id, form('Jiný název'))).rejects.toMatchObject({ code: 'P0001', message: 'Úkol lze upravit jen ve stavu todo' });
    await expect(deleteTodo(admin, id)).rejects.toMatchObject({ code: 'P0001', message: 'Úkol lze smazat jen ve stavu todo' });
    await setTodoStatus(admin, id, 'done');
    await expect(deleteTodo(admin, id)).rejects.toMatchObject({ message: 'Úkol lze smazat jen ve stavu todo' });
    expect(await todoById(id)).toMatchObject({ title: 'Opravit síť u branky', status: 'done' });
  });

  it('a todo still in todo can be deleted', async () => {
    const id = randomUUID();
    await createTodo(admin, id, 'admin@svinov.local', form('Smazat mě'));
    await deleteTodo(admin, id);
    expect(await todoById(id)).toBeUndefined();
  });

  it('the seeded todos list by priority then due date; high priority leaves out the done ones', async () => {
    const todos = await listTodos(admin);
    const seeded = todos.filter((todo) => todo.user_email === 'admin@svinov.local' && todo.created_at === todos[0]?.created_at);
    expect(visibleTodos(seeded, 'all').map((todo) => todo.priority)).toEqual(['urgent', 'high', 'medium', 'medium', 'low']);
    expect(visibleTodos(seeded, 'high-priority').map((todo) => todo.title)).toEqual(['Opravit osvětlení hřiště', 'Objednat nové dresy pro mládež']);
  });

  it('a coach and a visitor can neither read nor write todos', async () => {
    expect(await listTodos(coach)).toEqual([]);
    const id = randomUUID();
    await expect(createTodo(coach, id, 'trener@svinov.local', form('Cizí úkol'))).rejects.toMatchObject({ code: '42501' });
    await expect(listTodos(anon)).rejects.toMatchObject({ code: '42501' });
    expect(await todoById(id)).toBeUndefined();
  });
});
