import { describe, expect, it } from 'vitest';
import { attendanceTrend, trendWindows } from './attendance-trend';

const P = 'present';
const A = 'absent';
const L = 'late';
const E = 'excused';

describe('attendance trend', () => {
  it.each([
    { name: 'five present after five absent is improving', statuses: [A, A, A, A, A, P, P, P, P, P], trend: 'improving' },
    { name: 'five absent after five present is declining', statuses: [P, P, P, P, P, A, A, A, A, A], trend: 'declining' },
    { name: 'the same ratio in both windows is stable', statuses: [P, A, P, A, P, P, A, P, A, P], trend: 'stable' },
    { name: 'one more present of five (+0.2) is improving', statuses: [P, P, A, A, A, P, P, P, A, A], trend: 'improving' },
    { name: 'one fewer present of five (−0.2) is declining', statuses: [P, P, P, A, A, P, P, A, A, A], trend: 'declining' },
    { name: 'exactly +0.1 (3/5 against 2/4) is stable', statuses: [P, P, A, A, P, P, P, A, A], trend: 'stable' },
    { name: 'exactly −0.1 (2/5 against 2/4) is stable', statuses: [P, P, A, A, P, P, A, A, A], trend: 'stable' },
    { name: 'a previous window of three is enough (4/5 against 1/3)', statuses: [P, A, A, P, P, P, P, A], trend: 'improving' },
    { name: 'a previous window of two is not enough', statuses: [A, A, P, P, P, P, P], trend: 'stable' },
    { name: 'no records is stable', statuses: [], trend: 'stable' },
    { name: 'late and excused are not present', statuses: [P, P, P, P, P, L, E, L, E, P], trend: 'declining' },
    { name: 'only the latest ten count', statuses: [A, A, A, A, A, P, P, P, P, P, P, P, P, P, P], trend: 'stable' },
  ])('$name', ({ statuses, trend }) => {
    expect(attendanceTrend(statuses)).toBe(trend);
  });

  it('splits the last ten records into the previous and the latest five, oldest first', () => {
    const statuses = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    expect(trendWindows(statuses)).toEqual({ previous: ['3', '4', '5', '6', '7'], latest: ['8', '9', '10', '11', '12'] });
    expect(trendWindows(['1', '2', '3', '4'])).toEqual({ previous: [], latest: ['1', '2', '3', '4'] });
    expect(trendWindows(['1', '2', '3', '4', '5', '6', '7'])).toEqual({ previous: ['1', '2'], latest: ['3', '4', '5', '6', '7'] });
  });
});
