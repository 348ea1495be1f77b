'use client';

import { Tab, Tabs } from '@heroui/react';
import { StandingsTable } from '@/features/standings/components/standings-table';
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

/** Spec §2 category results widget: a tab per category with next 3, last 3 and the table. */
export function CategoryResultsWidget({ categories, ownClubId, matchesError, standingsError }: WidgetProps) {
  if (categories.length === 0) return <p className="text-default-500">Žádné kategorie nejsou k dispozici</p>;
  return (
    <Tabs aria-label="Kategorie" variant="underlined" classNames={{ panel: 'px-0' }}>
      {categories.map(({ category, upcoming, recent, standings }) => (
        <Tab key={category.id} title={category.name}>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              {matchesError ? <ErrorBanner text={`Chyba při načítání zápasů: ${matchesError}`} /> : null}
              <section aria-label={`Nejbližší zápasy – ${category.name}`} className="flex flex-col gap-2">
                <h3 className="font-semibold">Nejbližší zápasy</h3>
                {upcoming.length === 0 ? <p className="text-sm text-default-500">Žádné nadcházející zápasy</p> : null}
                {upcoming.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </section>
              <section aria-label={`Poslední výsledky – ${category.name}`} className="flex flex-col gap-2">
                <h3 className="font-semibold">Poslední výsledky</h3>
                {recent.length === 0 ? <p className="text-sm text-default-500">Zatím žádné odehrané zápasy</p> : null}
                {recent.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </section>
            </div>
            <section aria-label={`Tabulka – ${category.name}`} className="flex flex-col gap-2">
              <h3 className="font-semibold">Tabulka</h3>
              {standingsError ? <ErrorBanner text={`Chyba při načítání tabulky: ${standingsError}`} /> : <StandingsTable rows={standings} ownClubId={ownClubId} />}
            </section>
          </div>
        </Tab>
      ))}
    </Tabs>
  );
}
