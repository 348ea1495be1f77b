import type { TodoFilter, TodoPriority, TodoStatus } from './messages';

/** Todos 10 a page. */
export const TODOS_PAGE_SIZE = 10;

const PRIORITY_RANK: Record<TodoPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

export interface ListedTodo {
  priority: TodoPriority;
  status: TodoStatus;
  due_date: string | null;
  created_at: string;
}

/** Filters; 'high priority' is high or urgent and not done. */
export function matchesTodoFilter(todo: ListedTodo, filter: TodoFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'high-priority':
      return (todo.priority === 'urgent' || todo.priority === 'high') && todo.status !== 'done';
    default:
      return todo.status === filter;
  }
}

/** By priority (urgent first), then due date (soonest first, none last), then oldest first. */
export function compareTodos(a: ListedTodo, b: ListedTodo): number {
  const byPriority = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
  if (byPriority !== 0) return byPriority;
  if (a.due_date !== b.due_date) {
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  return a.created_at.localeCompare(b.created_at);
}

/** The filtered, sorted todos of the panel. */
export function visibleTodos<Todo extends ListedTodo>(todos: readonly Todo[], filter: TodoFilter): Todo[] {
  return todos.filter((todo) => matchesTodoFilter(todo, filter)).sort(compareTodos);
}
