import { describe, expect, it } from 'vitest';
import { movePhoto } from './order';

describe('moving a photo within its album', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it.each([
    ['c', 'up', ['a', 'c', 'b', 'd']],
    ['b', 'down', ['a', 'c', 'b', 'd']],
    ['d', 'up', ['a', 'b', 'd', 'c']],
    ['a', 'down', ['b', 'a', 'c', 'd']],
    ['a', 'up', ['a', 'b', 'c', 'd']],
    ['d', 'down', ['a', 'b', 'c', 'd']],
    ['x', 'up', ['a', 'b', 'c', 'd']],
  ] as const)('%s %s → %j', (id, direction, expected) => {
    expect(movePhoto(ids, id, direction)).toEqual(expected);
  });

  it('leaves the list it was given unchanged', () => {
    const original = [...ids];
    movePhoto(ids, 'b', 'up');
    expect(ids).toEqual(original);
  });
});
