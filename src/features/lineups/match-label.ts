import type { MatchSummary } from '@/features/matches/api/public';
import { formatDate } from '@/lib/format';

/** How a match is named in the picker and on the printed sheet: '12. 4. 2026 15:00 · Home – Away'. */
export function formatMatchLabel(match: Pick<MatchSummary, 'date' | 'time' | 'home' | 'away'>): string {
  const when = match.time ? `${formatDate(match.date)} ${match.time.slice(0, 5)}` : formatDate(match.date);
  return `${when} · ${match.home.name} – ${match.away.name}`;
}
