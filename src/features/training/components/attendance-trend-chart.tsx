import { presentCount, trendWindows } from '../attendance-trend';
import { ATTENDANCE_STATUS_ORDER, ATTENDANCE_STATUSES, attendanceMessages, type AttendanceStatus } from '../messages';

const SLOTS = 10;
const SLOT_WIDTH = 10;
const HEIGHT = 32;
/** A bar's height says how much of the session the member had: all, most, excused, none. */
const BAR_HEIGHT: Record<AttendanceStatus, number> = { present: 28, late: 20, excused: 12, absent: 4 };
const BAR_FILL: Record<AttendanceStatus, string> = {
  present: 'fill-success',
  late: 'fill-warning',
  excused: 'fill-primary',
  absent: 'fill-danger',
};

const ratioText = (statuses: readonly string[]) => (statuses.length === 0 ? '—' : `${presentCount(statuses)}/${statuses.length}`);

/**
 * The last ten sessions as bars (latest on the right) with the present ratio of the previous and
 * the latest five drawn as a line over each window: the trend rule (docs/club-rules.md#attendance-trend), seen. Hand-written SVG.
 */
export function AttendanceTrendChart({ memberName, statuses }: { memberName: string; statuses: readonly AttendanceStatus[] }) {
  const { previous, latest } = trendWindows(statuses);
  const shown = [...previous, ...latest];
  const offset = SLOTS - shown.length;
  const ratioLine = (window: readonly string[], firstSlot: number) => {
    if (window.length === 0) return null;
    const y = HEIGHT - 2 - (presentCount(window) / window.length) * (HEIGHT - 4);
    return <line x1={firstSlot * SLOT_WIDTH} x2={(firstSlot + window.length) * SLOT_WIDTH} y1={y} y2={y} className="stroke-foreground" strokeWidth={1.5} />;
  };
  return (
    <svg
      viewBox={`0 0 ${SLOTS * SLOT_WIDTH} ${HEIGHT}`}
      className="h-8 w-28 shrink-0"
      role="img"
      aria-label={attendanceMessages.chartLabel(memberName, ratioText(previous), ratioText(latest))}
    >
      <rect x={0} y={0} width={SLOTS * SLOT_WIDTH} height={HEIGHT} className="fill-default-100" rx={2} />
      {shown.map((status, index) => (
        <rect
          key={index}
          x={(offset + index) * SLOT_WIDTH + 1}
          y={HEIGHT - BAR_HEIGHT[status]}
          width={SLOT_WIDTH - 2}
          height={BAR_HEIGHT[status]}
          className={BAR_FILL[status]}
        />
      ))}
      {ratioLine(previous, offset)}
      {ratioLine(latest, offset + previous.length)}
    </svg>
  );
}

/** What the bars' colours mean (the same order as the buttons that record them). */
export function AttendanceChartLegend() {
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-default-600" aria-label={attendanceMessages.lastTen}>
      {ATTENDANCE_STATUS_ORDER.map((status) => (
        <li key={status} className="flex items-center gap-1">
          <svg viewBox="0 0 10 10" className="h-3 w-3" aria-hidden>
            <rect width={10} height={10} rx={2} className={BAR_FILL[status]} />
          </svg>
          {ATTENDANCE_STATUSES[status]}
        </li>
      ))}
    </ul>
  );
}
