/**
 * An RFC 5545 calendar of a category's matches, for subscribing in a phone's calendar
 * (/matches/calendar.ics?category=…). Times are Prague wall-clock times with a VTIMEZONE.
 */
export interface CalendarMatch {
  id: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM or HH:MM:SS; null = time not yet known (an all-day event) */
  time: string | null;
  home: string;
  away: string;
  venue: string;
  status: 'upcoming' | 'completed';
  homeScore: number | null;
  awayScore: number | null;
  categoryName: string;
  url: string;
}

const UID_DOMAIN = 'narodni-hazena.club';
/** Two halves of 30 minutes plus halftime and warm-up: the time a family blocks for a match. */
const MATCH_DURATION = 'PT1H30M';
const MAX_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), never inside a
 * multi-byte UTF-8 character (Czech letters take two bytes).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactTime = (time: string) => `${time.slice(0, 2)}${time.slice(3, 5)}00`;

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const PRAGUE_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Prague',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function event(match: CalendarMatch, now: Date): string[] {
  const score = match.status === 'completed' && match.homeScore !== null && match.awayScore !== null ? ` ${match.homeScore}:${match.awayScore}` : '';
  const start = match.time
    ? [`DTSTART;TZID=Europe/Prague:${compactDate(match.date)}T${compactTime(match.time)}`, `DURATION:${MATCH_DURATION}`]
    : [`DTSTART;VALUE=DATE:${compactDate(match.date)}`];
  return [
    'BEGIN:VEVENT',
    `UID:match-${match.id}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp(now)}`,
    ...start,
    `SUMMARY:${escapeText(`${match.home} – ${match.away}${score}`)}`,
    ...(match.venue ? [`LOCATION:${escapeText(match.venue)}`] : []),
    `DESCRIPTION:${escapeText(`${match.categoryName}\n${match.url}`)}`,
    `URL:${match.url}`,
    'END:VEVENT',
  ];
}

export function buildMatchCalendar(options: { calendarName: string; matches: CalendarMatch[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Narodni hazena//Rozpis zapasu//CS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    'X-WR-TIMEZONE:Europe/Prague',
    ...PRAGUE_TIMEZONE,
    ...options.matches.flatMap((match) => event(match, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
