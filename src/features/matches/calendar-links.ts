import { compactDate } from '@/lib/ical';
import { MATCH_MINUTES } from './ical';

/** The club-wide feed, or one category's (issue: a parent with children in two categories wants one feed). */
export function calendarFeedPath(categorySlug: string | null): string {
  return `/matches/calendar.ics${categorySlug ? `?category=${encodeURIComponent(categorySlug)}` : ''}`;
}

/**
 * Ways to subscribe to a feed: webcal:// opens the phone's or desktop calendar app, and Google
 * Calendar subscribes through its `cid` parameter (it polls the feed, results included).
 */
export function calendarSubscription(origin: string, categorySlug: string | null): { webcal: string; google: string } {
  const webcal = `${origin}${calendarFeedPath(categorySlug)}`.replace(/^https?:/, 'webcal:');
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

export interface CalendarEventMatch {
  home: string;
  away: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM[:SS], or null: an all-day event */
  time: string | null;
  venue: string | null;
  url: string;
}

/**
 * Wall-clock arithmetic in UTC fields, so the result never depends on the server's time zone:
 * Google reads the times as Prague's through `ctz`.
 */
function compactWallClock(date: string, time: string, plusMinutes: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const moment = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, (minutes ?? 0) + plusMinutes));
  return moment.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * One match as a Google Calendar event to add: Prague wall-clock times with `ctz`, so the event
 * is right whatever the visitor's own time zone, and as long as the feed's events (90 minutes).
 */
export function googleCalendarEvent(match: CalendarEventMatch): string {
  const dates = match.time
    ? `${compactWallClock(match.date, match.time, 0)}/${compactWallClock(match.date, match.time, MATCH_MINUTES)}`
    : `${compactDate(match.date)}/${compactWallClock(match.date, '00:00', 24 * 60).slice(0, 8)}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${match.home} – ${match.away}`,
    dates,
    ctz: 'Europe/Prague',
    details: match.url,
    ...(match.venue ? { location: match.venue } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
