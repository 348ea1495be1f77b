import { describe, expect, it } from 'vitest';
import { canChangeTodo, nextTodoStatus, toTodoStatus } from './todo-status';

describe('todo status flow', () => {
  it.each([
    ['todo', 'in-progress'],
    ['in-progress', 'done'],
    ['done', null],
  ] as const)('after %s comes %s', (status, next) => {
    expect(nextTodoStatus(status)).toBe(next);
  });

  it.each([
    ['todo', true],
    ['in-progress', false],
    ['done', false],
  ] as const)('a todo in %s can be edited or deleted: %s', (status, allowed) => {
    expect(canChangeTodo(status)).toBe(allowed);
  });

  it('refuses a status the database does not know', () => {
    expect(toTodoStatus('in-progress')).toBe('in-progress');
    expect(() => toTodoStatus('in progress')).toThrow('Unknown todo status: in progress');
  });
});
