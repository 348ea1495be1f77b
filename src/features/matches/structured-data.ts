import type { MatchSummary } from './api/public';

/** "+01:00" in winter, "+02:00" in summer: the Prague offset in force on that day at that time. */
export function pragueOffset(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  // The wall-clock time read as UTC lands within an hour or two of the real instant; outside the
  // night of a daylight-saving change that gives the right offset.
  const instant = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes));
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' || !name ? '+00:00' : name.slice(3);
}

/** schema.org SportsEvent for a match page: teams, kick-off with its offset, venue and page. */
export function sportsEventJsonLd(match: MatchSummary, url: string): Record<string, unknown> {
  const startDate = match.time ? `${match.date}T${match.time.slice(0, 5)}:00${pragueOffset(match.date, match.time)}` : match.date;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${match.home.name} – ${match.away.name}`,
    sport: 'Národní házená',
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    url,
    homeTeam: { '@type': 'SportsTeam', name: match.home.name },
    awayTeam: { '@type': 'SportsTeam', name: match.away.name },
    competitor: [
      { '@type': 'SportsTeam', name: match.home.name },
      { '@type': 'SportsTeam', name: match.away.name },
    ],
    ...(match.venue ? { location: { '@type': 'Place', name: match.venue, address: match.venue } } : {}),
    description: `${match.category.name}${match.status === 'completed' && match.home_score !== null && match.away_score !== null ? `, výsledek ${match.home_score}:${match.away_score}` : ''}`,
  };
}
