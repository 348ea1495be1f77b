/**
 * The dates of a weekly training series: every day from `from` to `to` (inclusive, ISO
 * 'YYYY-MM-DD') whose ISO weekday (1 = Monday … 7 = Sunday) is chosen. Days are counted on the
 * UTC calendar, where every day has 24 hours: stepping a local Date by 24 h would lose or repeat
 * a day around the Europe/Prague daylight-saving changes (late March, late October). The database's
 * generate_training_sessions computes the same list with date arithmetic.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest series the database accepts (generate_training_sessions). */
export const MAX_SERIES_DAYS = 366;

function utcDay(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`Not an ISO date: ${isoDate}`);
  return Date.UTC(year, month - 1, day);
}

export function isoWeekday(isoDate: string): number {
  const sundayFirst = new Date(utcDay(isoDate)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

export function seriesDates(from: string, to: string, weekdays: readonly number[]): string[] {
  const start = utcDay(from);
  const end = utcDay(to);
  if (end < start || (end - start) / DAY_MS > MAX_SERIES_DAYS) return [];
  const dates: string[] = [];
  for (let day = start; day <= end; day += DAY_MS) {
    const iso = new Date(day).toISOString().slice(0, 10);
    if (weekdays.includes(isoWeekday(iso))) dates.push(iso);
  }
  return dates;
}
