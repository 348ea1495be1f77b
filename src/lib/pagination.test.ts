import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination';

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [6, 12, [1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationWindow(5, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
