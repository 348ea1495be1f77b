import Link from 'next/link';
import { MATCH_STATUS_LABELS, publicMatchTexts } from '../messages';
import type { MatchSummary } from '../api/public';
import { MatchCard } from './match-card';
import { WIDGET_MATCH_COUNT } from '../overview';

/** Match schedule card: the next and the latest matches of all teams, and a way on. */
export function MatchScheduleCard({ upcoming, recent }: { upcoming: MatchSummary[]; recent: MatchSummary[] }) {
  return (
    <section aria-labelledby="schedule" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="schedule" className="text-2xl font-semibold">
          {publicMatchTexts.title}
        </h2>
        <Link href="/matches" className="text-sm font-medium text-primary hover:underline">
          {publicMatchTexts.allMatches}
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{MATCH_STATUS_LABELS.upcoming}</h3>
          {upcoming.length === 0 ? <p className="text-sm text-default-500">{publicMatchTexts.noUpcoming}</p> : null}
          {upcoming.slice(0, WIDGET_MATCH_COUNT).map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{publicMatchTexts.results}</h3>
          {recent.length === 0 ? <p className="text-sm text-default-500">{publicMatchTexts.noResults}</p> : null}
          {recent.slice(0, WIDGET_MATCH_COUNT).map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
      </div>
    </section>
  );
}
