import Link from 'next/link';
import { TeamLogo } from '@/features/clubs/components/shared/team-badge';
import { formatLongDate } from '@/lib/format';
import { scoreText } from '../grouping';
import { publicMatchTexts } from '../messages';
import type { MatchSummary } from '../api/public';

function TeamName({ name, isOwnClub }: { name: string; isOwnClub: boolean }) {
  return <span className={isOwnClub ? 'font-bold text-primary' : 'font-medium'}>{name}</span>;
}

/**
 * Match card: date, time, venue, teams with logos, score, category, round, link. Its parts'
 * classes are in globals.css (.match-card…): a list repeats it dozens of times.
 */
export function MatchCard({ match }: { match: MatchSummary }) {
  const isCompleted = match.status === 'completed';
  return (
    // Not prefetched: a list shows dozens of cards, and each prefetch renders a match page.
    <Link
      href={`/matches/${match.id}`}
      prefetch={false}
      className="match-card"
    >
      <div className="match-card-meta">
        <span>
          {formatLongDate(match.date)}
          {match.time ? `, ${match.time.slice(0, 5)}` : ''}
        </span>
        <span>
          {match.category.name}
          {match.matchweek ? ` · ${publicMatchTexts.matchweek(match.matchweek)}` : ''}
        </span>
      </div>
      <div className="match-card-teams">
        <div className="match-card-team">
          <TeamLogo team={match.home} />
          <TeamName name={match.home.name} isOwnClub={match.home_team_is_own_club} />
        </div>
        <div className="text-center">
          <div className={isCompleted ? 'match-card-score' : 'match-card-score text-default-500'}>
            {isCompleted ? scoreText(match.home_score, match.away_score) : publicMatchTexts.versus}
          </div>
          {isCompleted && match.home_score_halftime !== null ? (
            <div className="match-card-note">({scoreText(match.home_score_halftime, match.away_score_halftime)})</div>
          ) : null}
        </div>
        <div className="match-card-team justify-end text-right">
          <TeamName name={match.away.name} isOwnClub={match.away_team_is_own_club} />
          <TeamLogo team={match.away} />
        </div>
      </div>
      {match.venue ? <div className="match-card-note">{match.venue}</div> : null}
    </Link>
  );
}
