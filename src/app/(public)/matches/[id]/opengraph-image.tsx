import { scoreText } from '@/features/matches/grouping';
import { publicMatchTexts } from '@/features/matches/messages';
import { formatLongDate } from '@/lib/format';
import { renderShareCard, SHARE_CARD_SIZE, SHARE_CARD_TYPE } from '@/lib/share-card';
import { loadMatch } from './load-match';

export const alt = 'Zápas';
export const size = SHARE_CARD_SIZE;
export const contentType = SHARE_CARD_TYPE;

/** A match's link preview: both teams, the date and time, and the score once it is played. */
export default async function MatchShareImage({ params }: { params: Promise<{ id: string }> }) {
  const match = await loadMatch((await params).id);
  if (!match) return renderShareCard({ eyebrow: 'Zápasy', title: 'Zápas nebyl nalezen' });
  const when = `${formatLongDate(match.date)}${match.time ? `, ${match.time.slice(0, 5)}` : ''}${match.venue ? ` · ${match.venue}` : ''}`;
  const played = match.status === 'completed' && match.home_score !== null;
  return renderShareCard({
    eyebrow: `${match.category.name}${match.matchweek ? ` · ${publicMatchTexts.matchweek(match.matchweek)}` : ''}`,
    title: `${match.home.name} – ${match.away.name}`,
    lines: played ? [`Výsledek ${scoreText(match.home_score, match.away_score)}`, when] : [when],
  });
}
