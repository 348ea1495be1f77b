/**
 * A member's attendance trend from their records, oldest first. The present ratio of the
 * latest five records against the previous five: more than 0.1 higher is improving, more than 0.1
 * lower is declining, anything else stable. Each window needs at least 3 records; with fewer the
 * trend cannot be told and reads stable (the rule's "otherwise"). "Present" is taken literally:
 * late, excused and absent all count against the ratio.
 */
export type AttendanceTrend = 'improving' | 'declining' | 'stable';

const WINDOW = 5;
const MIN_RECORDS = 3;

/** The latest window and the one before it, for the trend and its chart. */
export function trendWindows<Status extends string>(statuses: readonly Status[]): { previous: Status[]; latest: Status[] } {
  const latest = statuses.slice(-WINDOW);
  const previous = statuses.slice(-2 * WINDOW, Math.max(0, statuses.length - WINDOW));
  return { previous, latest };
}

export function presentCount(statuses: readonly string[]): number {
  return statuses.filter((status) => status === 'present').length;
}

export function attendanceTrend(statuses: readonly string[]): AttendanceTrend {
  const { previous, latest } = trendWindows(statuses);
  if (previous.length < MIN_RECORDS || latest.length < MIN_RECORDS) return 'stable';
  // latest/nL − previous/nP compared with 0.1 in whole numbers: 0.6 − 0.5 must not float above 0.1.
  const difference = 10 * (presentCount(latest) * previous.length - presentCount(previous) * latest.length);
  const threshold = latest.length * previous.length;
  if (difference > threshold) return 'improving';
  if (difference < -threshold) return 'declining';
  return 'stable';
}
