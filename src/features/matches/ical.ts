import { compactDate, CRLF, escapeText, foldLine, PRAGUE_TIMEZONE, utcStamp } from '@/lib/ical';

/**
 * An RFC 5545 calendar of a category's matches, for subscribing in a phone's calendar
 * (/matches/calendar.ics?category=…). Times are Prague wall-clock times with a VTIMEZONE, so a
 * 15:00 kick-off stays 15:00 on both sides of a daylight-saving change.
 */
export interface CalendarMatch {
  id: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM or HH:MM:SS; null = time not yet known (an all-day event) */
  time: string | null;
  home: string;
  away: string;
  /** null or '' = no LOCATION line */
  venue: string | null;
  status: 'upcoming' | 'completed';
  homeScore: number | null;
  awayScore: number | null;
  categoryName: string;
  url: string;
}

/** The right-hand side of every UID: fixed, so a re-downloaded feed updates events instead of adding copies. */
export const CALENDAR_UID_DOMAIN = 'narodni-hazena.club';
/**
 * Národní házená: two 30-minute halves and a 10-minute halftime for adults (youth halves are
 * shorter), plus the time teams need on the field around it. One length for every category
 * keeps the feed simple; nobody is late for a match that ends early.
 */
export const MATCH_MINUTES = 90;
const MATCH_DURATION = `PT${Math.floor(MATCH_MINUTES / 60)}H${MATCH_MINUTES % 60}M`;
/** Seconds are dropped: kick-offs are on the minute, and 'HH:MM' has none. */
const compactTime = (time: string) => `${time.slice(0, 2)}${time.slice(3, 5)}00`;

/** 'Domácí – Hosté', and the score once the match is completed with both scores. */
function summary(match: CalendarMatch): string {
  const isScored = match.status === 'completed' && match.homeScore !== null && match.awayScore !== null;
  return `${match.home} – ${match.away}${isScored ? ` ${match.homeScore}:${match.awayScore}` : ''}`;
}

function event(match: CalendarMatch, stamp: string): string[] {
  // Without a time the match is an all-day event on its date (one day, RFC 5545 §3.6.1).
  const start = match.time
    ? [`DTSTART;TZID=Europe/Prague:${compactDate(match.date)}T${compactTime(match.time)}`, `DURATION:${MATCH_DURATION}`]
    : [`DTSTART;VALUE=DATE:${compactDate(match.date)}`, 'DURATION:P1D'];
  return [
    'BEGIN:VEVENT',
    `UID:match-${match.id}@${CALENDAR_UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    ...start,
    `SUMMARY:${escapeText(summary(match))}`,
    ...(match.venue ? [`LOCATION:${escapeText(match.venue)}`] : []),
    `DESCRIPTION:${escapeText(`${match.categoryName}\n${match.url}`)}`,
    // URL is a URI value, not TEXT: its commas and semicolons are not escaped.
    `URL:${match.url}`,
    'END:VEVENT',
  ];
}

export function buildMatchCalendar(options: { calendarName: string; matches: readonly CalendarMatch[]; now: Date }): string {
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Narodni hazena//Rozpis zapasu//CS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    'X-WR-TIMEZONE:Europe/Prague',
    ...PRAGUE_TIMEZONE,
    ...options.matches.flatMap((match) => event(match, stamp)),
    'END:VCALENDAR',
  ];
  // Every content line ends with CRLF, the last one included (RFC 5545 §3.1).
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
