import Link from 'next/link';
import { formatLongDate } from '@/lib/format';
import { scoreText } from '../grouping';
import { publicMatchTexts } from '../messages';
import type { MatchSummary } from '../public-api';
import { TeamLogo } from './shared/team-badge';

function TeamName({ name, isOwnClub }: { name: string; isOwnClub: boolean }) {
  return <span className={isOwnClub ? 'font-bold text-primary' : 'font-medium'}>{name}</span>;
}

/** Spec §2 match card: date, time, venue, teams with logos, score, category, round, link. */
export function MatchCard({ match }: { match: MatchSummary }) {
  const isCompleted = match.status === 'completed';
  return (
    // Not prefetched: a list shows dozens of cards, and each prefetch renders a match page.
    <Link
      href={`/matches/${match.id}`}
      prefetch={false}
      className="flex flex-col gap-2 rounded-large border border-divider bg-content1 p-3 transition hover:border-primary focus-visible:outline-2 focus-visible:outline-primary sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-default-500">
        <span>
          {formatLongDate(match.date)}
          {match.time ? `, ${match.time.slice(0, 5)}` : ''}
        </span>
        <span>
          {match.category.name}
          {match.matchweek ? ` · ${publicMatchTexts.matchweek(match.matchweek)}` : ''}
        </span>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <TeamLogo team={match.home} />
          <TeamName name={match.home.name} isOwnClub={match.home_team_is_own_club} />
        </div>
        <div className="text-center">
          <div className={`text-xl font-bold tabular-nums ${isCompleted ? '' : 'text-default-500'}`}>
            {isCompleted ? scoreText(match.home_score, match.away_score) : publicMatchTexts.versus}
          </div>
          {isCompleted && match.home_score_halftime !== null ? (
            <div className="text-xs text-default-500">({scoreText(match.home_score_halftime, match.away_score_halftime)})</div>
          ) : null}
        </div>
        <div className="flex min-w-0 items-center justify-end gap-2 text-right">
          <TeamName name={match.away.name} isOwnClub={match.away_team_is_own_club} />
          <TeamLogo team={match.away} />
        </div>
      </div>
      {match.venue ? <div className="text-xs text-default-500">{match.venue}</div> : null}
    </Link>
  );
}
