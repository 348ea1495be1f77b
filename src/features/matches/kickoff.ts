/**
 * A match's kickoff on Prague's clock. Matches store the kickoff as a Prague wall-clock date and
 * time, and the database's rules (place_bet, a coach's result only from kickoff) compare it with
 * Prague's clock, so the UI compares the same way instead of converting the kickoff to UTC. A
 * match without a time kicks off at the start of its day, as the database treats it.
 */
const PRAGUE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Prague's clock as `yyyy-mm-ddThh:mm` (sv-SE formats dates as ISO does). */
export function pragueClock(now: Date): string {
  return PRAGUE.format(now).replace(' ', 'T');
}

/** Prague's calendar day, `yyyy-mm-dd`. */
export function pragueToday(now: Date): string {
  return pragueClock(now).slice(0, 10);
}

/** The kickoff as `yyyy-mm-ddThh:mm` from the match's date and optional `hh:mm[:ss]` time. */
export function kickoff(match: { date: string; time: string | null }): string {
  return `${match.date}T${(match.time ?? '00:00').slice(0, 5)}`;
}
