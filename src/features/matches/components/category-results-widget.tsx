import { Tabs } from '@/components/tabs';
import { StandingsTable } from '@/features/standings/components/shared/standings-table';
import { standingsMessages } from '@/features/standings/messages';
import { matchMessages, matchTexts, publicMatchTexts } from '../messages';
import type { CompetitionOverview } from '../overview';
import { MatchCard } from './match-card';

type WidgetProps = Pick<CompetitionOverview, 'categories' | 'ownClubId' | 'matchesError' | 'standingsError'>;

function ErrorBanner({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-medium bg-danger-50 px-3 py-2 text-sm text-danger">
      {text}
    </p>
  );
}

/**
 * Category results widget: a tab per category with next 3, last 3 and the table. Rendered
 * on the server; only the tab switching hydrates.
 */
export function CategoryResultsWidget({ categories, ownClubId, matchesError, standingsError }: WidgetProps) {
  if (categories.length === 0) return <p className="text-default-500">{publicMatchTexts.noCategories}</p>;
  return (
    <Tabs
      label={matchTexts.category}
      items={categories.map(({ category, upcoming, recent, standings }) => ({
        key: category.id,
        title: category.name,
        panel: (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              {matchesError ? <ErrorBanner text={`${matchMessages.loadError}: ${matchesError}`} /> : null}
              <section aria-label={publicMatchTexts.nextMatchesOf(category.name)} className="flex flex-col gap-2">
                <h3 className="font-semibold">{publicMatchTexts.nextMatches}</h3>
                {upcoming.length === 0 ? <p className="text-sm text-default-500">{publicMatchTexts.noUpcoming}</p> : null}
                {upcoming.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </section>
              <section aria-label={publicMatchTexts.recentResultsOf(category.name)} className="flex flex-col gap-2">
                <h3 className="font-semibold">{publicMatchTexts.recentResults}</h3>
                {recent.length === 0 ? <p className="text-sm text-default-500">{publicMatchTexts.noResults}</p> : null}
                {recent.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </section>
            </div>
            <section aria-label={publicMatchTexts.standingsOf(category.name)} className="flex flex-col gap-2">
              <h3 className="font-semibold">{publicMatchTexts.standings}</h3>
              {standingsError ? (
                <ErrorBanner text={`${standingsMessages.loadError}: ${standingsError}`} />
              ) : (
                <StandingsTable rows={standings} ownClubId={ownClubId} />
              )}
            </section>
          </div>
        ),
      }))}
    />
  );
}
