import { kickoff, pragueClock } from '@/features/matches/kickoff';

/** Betting on a match closes at kickoff, as place_bet enforces it. */
export function isBettingOpen(match: { date: string; time: string | null; status: string }, now: Date): boolean {
  return match.status === 'upcoming' && kickoff(match) > pragueClock(now);
}
