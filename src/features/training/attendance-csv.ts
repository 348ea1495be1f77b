import { csvFile } from '@/lib/csv-file';
import type { MemberAttendanceSummary } from './api';
import { attendanceTrend } from './attendance-trend';
import { attendanceCsvHeader, TRENDS } from './messages';

const czechNumber = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** The summary as Czech Excel opens it: one row per member, numbers with a decimal comma. */
export function attendanceCsv(rows: readonly MemberAttendanceSummary[]): string {
  return csvFile(
    attendanceCsvHeader,
    rows.map((row) => [
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
  );
}
