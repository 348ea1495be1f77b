import { describe, expect, it } from 'vitest';
import { attendanceShare, recordsByMember } from './attendance-history';

describe("a member's attendance share", () => {
  it.each([
    [[], { total: 0, attended: 0, percentage: null }],
    [['present', 'late', 'absent'], { total: 3, attended: 2, percentage: 66.7 }],
    [['excused', 'absent'], { total: 2, attended: 0, percentage: 0 }],
    [['present'], { total: 1, attended: 1, percentage: 100 }],
  ])('%j → %j', (statuses, share) => {
    expect(attendanceShare(statuses.map((attendance_status) => ({ attendance_status })))).toEqual(share);
  });
});

describe('records per member', () => {
  it("keeps each member's records together in the order given", () => {
    const record = (member_id: string, training_session_id: string) => ({
      member_id,
      member_name: member_id.toUpperCase(),
      training_session_id,
      session_date: '2026-11-24',
      title: 'Trénink',
      attendance_status: 'present',
    });
    expect(
      recordsByMember([record('a', '2'), record('a', '1'), record('b', '3')]).map((group) => [
        group.name,
        group.records.map((r) => r.training_session_id),
      ]),
    ).toEqual([
      ['A', ['2', '1']],
      ['B', ['3']],
    ]);
  });
});
