'use client';

import { Chip, Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { attendanceTrend, type AttendanceTrend } from '../attendance-trend';
import { useAttendanceSummary, type TrainingScope } from '../hooks';
import { ATTENDANCE_STATUS_ORDER, ATTENDANCE_STATUSES, attendanceMessages, TRENDS } from '../messages';
import { AttendanceExportButtons } from './attendance-export-buttons';
import { AttendanceChartLegend, AttendanceTrendChart } from './attendance-trend-chart';

const TREND_COLORS: Record<AttendanceTrend, 'success' | 'danger' | 'default'> = { improving: 'success', declining: 'danger', stable: 'default' };
const percent = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** Each member's attendance percentage and trend for the season, and its CSV and .xlsx exports. */
export function AttendanceSummary({ scope, categoryName }: { scope: TrainingScope; categoryName: string }) {
  const summary = useAttendanceSummary(scope);

  if (summary.isPending) return <Spinner label={attendanceMessages.summaryLoading} />;
  if (summary.error) return <DatabaseErrorFallback error={summary.error} scope="data" isAuthenticated onRetry={() => void summary.refetch()} />;
  if (summary.data.length === 0) return <p className="text-default-500">{attendanceMessages.summaryEmpty}</p>;

  return (
    <section className="flex flex-col gap-3" aria-label={attendanceMessages.percentage}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AttendanceChartLegend />
        <AttendanceExportButtons rows={summary.data} categoryName={categoryName} />
      </div>
      <ul className="grid gap-2 lg:grid-cols-2">
        {summary.data.map((row) => {
          const name = `${row.surname} ${row.name}`.trim();
          const trend = attendanceTrend(row.recent);
          return (
            <li key={row.memberId} aria-label={name} className="flex flex-col gap-2 rounded-medium border border-divider p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{name}</span>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="font-semibold tabular-nums">{row.percentage === null ? '—' : `${percent.format(row.percentage)} %`}</span>
                  <Chip size="sm" variant="flat" color={TREND_COLORS[trend]}>
                    {TRENDS[trend]}
                  </Chip>
                </div>
              </div>
              <div className="flex items-center justify-between gap-3">
                <span className="text-xs text-default-500">
                  {row.total === 0
                    ? attendanceMessages.noRecords
                    : ATTENDANCE_STATUS_ORDER.map((status) => `${row.counts[status]} ${ATTENDANCE_STATUSES[status]}`).join(' · ')}
                </span>
                <AttendanceTrendChart memberName={name} statuses={row.recent} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
