/**
 * Where a match falls in its season: the matchweek (spec §9) and the autumn/spring half.
 * Dates are calendar days (yyyy-mm-dd); time zones play no part.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Spec §9: matchweek = weeks since season start, minimum 1. Week 1 is days 0–6 after the start,
 * week 2 days 7–13, and so on; a date before the start is week 1.
 */
export function matchweek(seasonStart: string, matchDate: string): number {
  return Math.max(1, Math.floor((dayNumber(matchDate) - dayNumber(seasonStart)) / 7) + 1);
}

export type SeasonHalf = 'autumn' | 'spring';
export const seasonHalfLabels: Record<SeasonHalf, string> = { autumn: 'Podzim', spring: 'Jaro' };

/**
 * The spec names autumn and spring halves without a rule. Národní házená seasons run from
 * late summer to early summer with a winter break, so the reading chosen is the calendar one:
 * matches before 1 January following the season's start are autumn, from then on spring.
 * (The other reading, the midpoint between start and end dates, moves with the season's
 * length and would put late-November rounds of a long season into "spring".)
 */
export function seasonHalf(seasonStart: string, matchDate: string): SeasonHalf {
  const startYear = Number(seasonStart.slice(0, 4));
  return matchDate < `${startYear + 1}-01-01` ? 'autumn' : 'spring';
}
