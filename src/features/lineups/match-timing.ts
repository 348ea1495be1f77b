import { kickoff, pragueClock } from '@/features/matches/kickoff';
import type { MatchSummary } from '@/features/matches/api/public';

type TimedMatch = Pick<MatchSummary, 'id' | 'date' | 'time' | 'status'>;

/**
 * A match is played once it is completed or its kick-off (Prague time, as stored) has passed:
 * from then on its sheet takes goals and cards, and the picker files it under the played ones.
 */
export function isMatchPlayed(match: Omit<TimedMatch, 'id'>, now: Date): boolean {
  return match.status === 'completed' || kickoff(match) <= pragueClock(now);
}

/**
 * The picker's two groups: the coming matches soonest first (the next one on top), then the
 * played ones, the latest first.
 */
export function groupLineupMatches<Match extends TimedMatch>(matches: readonly Match[], now: Date) {
  const byKickoff = [...matches].sort((a, b) => kickoff(a).localeCompare(kickoff(b)));
  return {
    upcoming: byKickoff.filter((match) => !isMatchPlayed(match, now)),
    played: byKickoff.filter((match) => isMatchPlayed(match, now)).reverse(),
  };
}

/** The match a sheet opens on when none is named: the category's next one, if any is left. */
export function nextMatchId(matches: readonly TimedMatch[], now: Date): string | null {
  return groupLineupMatches(matches, now).upcoming[0]?.id ?? null;
}
