import { describe, expect, it } from 'vitest';
import { attendancePrefill } from './attendance-prefill';

describe('attendancePrefill', () => {
  const members = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }];

  it('marks the coming members without a record, asks before changing a different record, leaves the rest', () => {
    const coming = new Set(['a', 'b', 'c', 'x']);
    const recorded = new Map([
      ['b', 'absent' as const],
      ['c', 'present' as const],
      ['d', 'late' as const],
    ]);
    expect(attendancePrefill(members, coming, recorded)).toEqual({ fill: ['a'], overwrite: ['b'] });
  });

  it('has nothing to do when nobody is coming', () => {
    expect(attendancePrefill(members, new Set(), new Map())).toEqual({ fill: [], overwrite: [] });
  });
});
