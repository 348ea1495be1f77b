import { groupByMonth } from '../grouping';
import type { MatchSummary } from '../api/public';
import { MatchCard } from './match-card';

/** A list of matches under Czech month headings. */
export function MatchMonthGroups({ matches, emptyText }: { matches: MatchSummary[]; emptyText: string }) {
  if (matches.length === 0) return <p className="text-default-500">{emptyText}</p>;
  return (
    <div className="flex flex-col gap-6">
      {groupByMonth(matches).map((group) => (
        <section key={group.key} aria-label={group.label} className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-default-500">{group.label}</h3>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {group.items.map((match) => (
              <MatchCard key={match.id} match={match} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
