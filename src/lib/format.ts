import { format, formatDistance } from 'date-fns';
import { cs } from 'date-fns/locale';

/**
 * Dates as Czech readers write them (cs-CZ). Accepts ISO strings as the database
 * returns them; a plain `yyyy-mm-dd` date is read as a calendar day, not as UTC midnight.
 */
type DateInput = Date | string;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** 5. 9. 2026 */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'd. M. yyyy', { locale: cs });
}

/** 5. 9. 2026 17:30 */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), 'd. M. yyyy HH:mm', { locale: cs });
}

/** sobota 5. září 2026 */
export function formatLongDate(value: DateInput): string {
  return format(toDate(value), 'EEEE d. MMMM yyyy', { locale: cs });
}

/** září 2026 (month headings: the nominative, as a heading reads) */
export function formatMonthYear(value: DateInput): string {
  return format(toDate(value), 'LLLL yyyy', { locale: cs });
}

/** přibližně před 3 hodinami */
export function formatAgo(value: DateInput, now: Date = new Date()): string {
  return formatDistance(toDate(value), now, { locale: cs, addSuffix: true });
}

/** The Czech noun form for a count, without the number: 1 gól, 2–4 góly, 0 and 5+ gólů. */
export function czechPluralForm(count: number, forms: [one: string, few: string, many: string]): string {
  return count === 1 ? forms[0] : count >= 2 && count <= 4 ? forms[1] : forms[2];
}

/** The count with its Czech noun form: 1 gól, 2 góly, 5 gólů. */
export function czechPlural(count: number, forms: [one: string, few: string, many: string]): string {
  return `${count} ${czechPluralForm(count, forms)}`;
}

/** A calendar day as a date input and the database write it: 2026-11-24 (local time). */
export function toIsoDay(value: Date): string {
  return format(value, 'yyyy-MM-dd');
}
