import { compactDate, CRLF, escapeText, foldLine, PRAGUE_TIMEZONE, utcStamp } from '@/lib/ical';
import { answerLabel } from './answer-order';
import { availabilityMessages as t } from './messages';
import { toAvailabilityAnswer } from './schema';

/** One event of one linked member, as get_calendar_feed returns it. */
export interface CalendarFeedRow {
  event_type: string;
  event_id: string;
  title: string;
  category_name: string;
  /** The club's calendar day and time (Europe/Prague), as the coach entered them. */
  event_date: string;
  event_time: string | null;
  location: string | null;
  is_cancelled: boolean;
  status_reason: string | null;
  member_name: string;
  answer: string | null;
  is_default: boolean;
  note: string | null;
}

const TIME_ZONE = 'Europe/Prague';
// How long an event blocks the calendar: the app stores only starts.
const DURATIONS: Record<string, string> = { training: 'PT1H30M', match: 'PT2H' };

const compactTime = (time: string) => time.slice(0, 8).replace(/:/g, '').padEnd(6, '0');

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(rows: CalendarFeedRow[], host: string, stamp: string): string[] {
  const [event] = rows;
  if (!event) return [];
  // A training's title often names its category already ("Trénink Mladší žáci"): it is not repeated.
  const summary =
    event.event_type === 'match'
      ? `${event.category_name}: ${event.title}`
      : event.title.includes(event.category_name)
        ? event.title
        : `${event.title} (${event.category_name})`;
  const answers = rows.map((row) => {
    const label = answerLabel({ memberId: '', answer: toAvailabilityAnswer(row.answer), note: row.note, isDefault: row.is_default });
    return `${row.member_name}: ${label}`;
  });
  const description = event.is_cancelled ? [t.calendarCancelled(event.status_reason), ...answers] : answers;
  const start = event.event_time
    ? [`DTSTART;TZID=${TIME_ZONE}:${compactDate(event.event_date)}T${compactTime(event.event_time)}`, `DURATION:${DURATIONS[event.event_type] ?? 'PT1H'}`]
    : [`DTSTART;VALUE=DATE:${compactDate(event.event_date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.event_date))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${event.event_type}-${event.event_id}@${host}`,
    `DTSTAMP:${stamp}`,
    ...start,
    `SUMMARY:${escapeText(summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    `STATUS:${event.is_cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * The feed as an RFC 5545 calendar: one VEVENT per training or match (siblings share it, each
 * member's answer in the description), local times in Europe/Prague, cancelled trainings
 * STATUS:CANCELLED. Lines end in CRLF and are folded at 75 octets.
 */
export function buildCalendar(rows: readonly CalendarFeedRow[], options: { name: string; host: string; now: Date }): string {
  const events = new Map<string, CalendarFeedRow[]>();
  for (const row of rows) {
    const key = `${row.event_type}:${row.event_id}`;
    events.set(key, [...(events.get(key) ?? []), row]);
  }
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.host}//Kalendar clena//CS`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...PRAGUE_TIMEZONE,
    ...[...events.values()].flatMap((group) => eventLines(group, options.host, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
