import { describe, expect, it } from 'vitest';
import type { TodoPriority, TodoStatus } from './messages';
import { visibleTodos } from './todo-list';

const todo = (title: string, priority: TodoPriority, status: TodoStatus, due_date: string | null, created_at = '2026-11-01T10:00:00Z') => ({
  title,
  priority,
  status,
  due_date,
  created_at,
});

const todos = [
  todo('low soon', 'low', 'todo', '2026-11-25'),
  todo('high later', 'high', 'todo', '2026-12-20'),
  todo('urgent done', 'urgent', 'done', '2026-11-01'),
  todo('high no date', 'high', 'in-progress', null),
  todo('high sooner', 'high', 'in-progress', '2026-12-01'),
  todo('medium older', 'medium', 'todo', null, '2026-10-01T10:00:00Z'),
  todo('medium newer', 'medium', 'todo', null, '2026-10-05T10:00:00Z'),
];
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('todo list (filters, priority then due-date order)', () => {
  it('sorts by priority, then due date with undated last, then age', () => {
    expect(titles(visibleTodos(todos, 'all'))).toEqual([
      'urgent done',
      'high sooner',
      'high later',
      'high no date',
      'medium older',
      'medium newer',
      'low soon',
    ]);
  });

  it.each([
    ['todo', ['high later', 'medium older', 'medium newer', 'low soon']],
    ['in-progress', ['high sooner', 'high no date']],
    ['done', ['urgent done']],
    // High or urgent and not done: the finished urgent one is left out.
    ['high-priority', ['high sooner', 'high later', 'high no date']],
  ] as const)('filter %s shows %j', (filter, expected) => {
    expect(titles(visibleTodos(todos, filter))).toEqual(expected);
  });
});
