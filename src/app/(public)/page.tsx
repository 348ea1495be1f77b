import { readClubConfig } from '@/features/club-config/cached';
import { CategoryResultsWidget } from '@/features/matches/components/category-results-widget';
import { MatchScheduleCard } from '@/features/matches/components/match-schedule-card';
import { loadCompetitionOverview } from '@/features/matches/overview';

/** Home: the club's hero, the match schedule card and the category results widget (spec §2). */
export default async function HomePage() {
  const [config, overview] = await Promise.all([readClubConfig(), loadCompetitionOverview()]);
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-primary-700 px-4 py-16 text-primary-foreground">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold">{config?.club_name ?? 'Národní házená'}</h1>
          {config?.description ? <p className="mt-3 text-lg text-secondary">{config.description}</p> : null}
          {config?.founded_year ? <p className="mt-1 opacity-90">Tradice od roku {config.founded_year}</p> : null}
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        {overview ? (
          <>
            <MatchScheduleCard upcoming={overview.upcoming} recent={overview.recent} />
            <section aria-labelledby="categories" className="flex flex-col gap-4">
              <h2 id="categories" className="text-2xl font-semibold">
                Výsledky a tabulky
              </h2>
              <CategoryResultsWidget
                categories={overview.categories}
                ownClubId={overview.ownClubId}
                matchesError={overview.matchesError}
                standingsError={overview.standingsError}
              />
            </section>
          </>
        ) : (
          <p className="text-default-500">Sezóna zatím nezačala.</p>
        )}
      </div>
    </>
  );
}
