import { describe, expect, it } from 'vitest';
import { pageButtonWindow, pageOf } from './attendee-paging';

describe('attendee member list paging (10 a page, up to 5 page buttons)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 4, 5]],
    [3, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [42, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows buttons %j', (current, total, buttons) => {
    expect(pageButtonWindow(current, total)).toEqual(buttons);
  });

  it('cuts 23 members into pages of 10 and keeps a page past the end on the last one', () => {
    const members = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(members, 1, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, totalPages: 3 });
    expect(pageOf(members, 7, 10)).toEqual({ rows: [20, 21, 22], page: 3, totalPages: 3 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});
