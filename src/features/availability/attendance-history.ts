/** One attendance record of a linked member, as the coach recorded it. */
export interface AttendanceRecord {
  member_id: string;
  member_name: string;
  training_session_id: string;
  session_date: string;
  title: string;
  attendance_status: string;
}

export interface AttendanceShare {
  total: number;
  attended: number;
  /** Present or late out of all records, one decimal, as the coach's summary counts it; null without records. */
  percentage: number | null;
}

/** The member's share of attended sessions (present or late count, as in the coach's summary). */
export function attendanceShare(records: Pick<AttendanceRecord, 'attendance_status'>[]): AttendanceShare {
  const attended = records.filter(
    (record) => record.attendance_status === 'present' || record.attendance_status === 'late',
  ).length;
  const total = records.length;
  return { total, attended, percentage: total === 0 ? null : Math.round((1000 * attended) / total) / 10 };
}

/** The records per member, in the order they come (the database sorts them by member, newest first). */
export function recordsByMember(records: AttendanceRecord[]): { memberId: string; name: string; records: AttendanceRecord[] }[] {
  const members = new Map<string, { memberId: string; name: string; records: AttendanceRecord[] }>();
  for (const record of records) {
    const found = members.get(record.member_id);
    if (found) found.records.push(record);
    else members.set(record.member_id, { memberId: record.member_id, name: record.member_name, records: [record] });
  }
  return [...members.values()];
}
