import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/**
 * Where a match falls in its season: its matchweek and its half. A string is
 * a calendar day 'yyyy-mm-dd' as Postgres returns a date column; a Date counts as the calendar
 * day it falls on in the local time zone (date-fns' convention), so a Saturday 20:00 kick-off
 * is still that Saturday. Day counts are calendar days, so a daylight-saving change (a 23- or
 * 25-hour day) never moves a match into another week.
 */
export type CalendarDay = Date | string;

function toDay(value: CalendarDay): Date {
  const day = typeof value === 'string' ? parseISO(value) : value;
  // A wrong week number saved into matches.matchweek is worse than a loud failure.
  if (!isValid(day)) throw new RangeError(`Invalid calendar day: ${String(value)}`);
  return day;
}

/**
 * Matchweek = whole weeks since the season start, minimum 1. Week 1 is days 0–6 after
 * the start (the start day itself is day 0), week 2 days 7–13, week n days 7(n−1) to 7n−1.
 * Dates before the start (August friendlies, fixtures entered early) are week 1.
 */
export function matchweek(seasonStart: CalendarDay, matchDate: CalendarDay): number {
  const days = differenceInCalendarDays(toDay(matchDate), toDay(seasonStart));
  return Math.max(1, Math.floor(days / 7) + 1);
}

export type SeasonHalf = 'autumn' | 'spring';

/**
 * The club describes the halves two ways (docs/club-rules.md#season-halves): months 8–12 and
 * 1–2 are autumn and 3–6 spring, or autumn September–February and spring March–May. Both split
 * at 1 March and keep January and February, the winter break, in autumn; the seed's spring
 * half likewise starts in late March.
 * Chosen: autumn = August to February (August from the first reading, as fixtures may start
 * then), spring = March to July (June from the first reading, July as the season's tail).
 * The rule looks only at the month, so it needs no season record and gives the same answer on
 * every page. Rejected: "before 1 January = autumn" (puts the winter break in spring, against
 * both readings) and the midpoint of the season's dates (moves with each season's length).
 */
export function seasonHalf(matchDate: CalendarDay): SeasonHalf {
  const month = toDay(matchDate).getMonth() + 1;
  return month >= 8 || month <= 2 ? 'autumn' : 'spring';
}
