import { csvFile } from '@/lib/csv-file';
import type { MemberAttendanceSummary } from './api';
import { attendanceTrend } from './attendance-trend';
import { attendanceCsvHeader, TRENDS } from './messages';

const czechNumber = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** The summary as the exports write it (CSV and .xlsx alike): one row per member, numbers with a decimal comma. */
export function attendanceTable(rows: readonly MemberAttendanceSummary[]): { header: readonly string[]; rows: string[][] } {
  return {
    header: attendanceCsvHeader,
    rows: rows.map((row) => [
      row.surname,
      row.name,
      String(row.counts.present),
      String(row.counts.late),
      String(row.counts.excused),
      String(row.counts.absent),
      String(row.total),
      row.percentage === null ? '' : czechNumber.format(row.percentage),
      TRENDS[attendanceTrend(row.recent)],
    ]),
  };
}

/** The summary as Czech Excel opens it. */
export function attendanceCsv(rows: readonly MemberAttendanceSummary[]): string {
  const table = attendanceTable(rows);
  return csvFile(table.header, table.rows);
}
