import { TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES, type TodoCategory, type TodoPriority, type TodoStatus } from './messages';
import { isOwnKey } from '@/lib/own-key';

const FLOW: readonly TodoStatus[] = ['todo', 'in-progress', 'done'];

/** Todo → in progress → done; nothing after done. */
export function nextTodoStatus(status: TodoStatus): TodoStatus | null {
  return FLOW[FLOW.indexOf(status) + 1] ?? null;
}

/**
 * A todo is edited or deleted only in its initial status (the database's
 * guard_todo_changes refuses it otherwise; the UI does not offer it).
 */
export function canChangeTodo(status: TodoStatus): boolean {
  return status === 'todo';
}

export function isTodoStatus(value: string): value is TodoStatus {
  return isOwnKey(TODO_STATUSES, value);
}

export function isTodoPriority(value: string): value is TodoPriority {
  return isOwnKey(TODO_PRIORITIES, value);
}

export function isTodoCategory(value: string): value is TodoCategory {
  return isOwnKey(TODO_CATEGORIES, value);
}

/** Narrows the database's text to what its check constraint allows; anything else is a bug, said loudly. */
function narrow<Value extends string>(value: string, guard: (candidate: string) => candidate is Value, name: string): Value {
  if (guard(value)) return value;
  throw new Error(`Unknown todo ${name}: ${value}`);
}

export const toTodoStatus = (value: string) => narrow(value, isTodoStatus, 'status');
export const toTodoPriority = (value: string) => narrow(value, isTodoPriority, 'priority');
export const toTodoCategory = (value: string) => narrow(value, isTodoCategory, 'category');
