import type { Metadata } from 'next';
import { AddToCalendar } from '@/features/matches/components/add-to-calendar';
import { CategoryFilter } from '@/features/matches/components/category-filter';
import { MatchMonthGroups } from '@/features/matches/components/month-groups';
import { readActiveSeason, readOwnClubMatches, readPublicCategories } from '@/features/matches/cached';

export const metadata: Metadata = {
  title: 'Zápasy',
  description: 'Rozpis a výsledky zápasů všech družstev oddílu v aktuální sezóně.',
};

interface MatchesPageProps {
  searchParams: Promise<{ category?: string | string[] }>;
}

/** Spec §2 /matches (?category=slug): upcoming matches and results of the season by month. */
export default async function MatchesPage({ searchParams }: MatchesPageProps) {
  const { category: rawCategory } = await searchParams;
  const slug = typeof rawCategory === 'string' ? rawCategory : null;
  const [season, categories] = await Promise.all([readActiveSeason(), readPublicCategories()]);
  const category = categories.find((candidate) => candidate.slug === slug || candidate.id === slug) ?? null;
  const [upcoming, results] = season
    ? await Promise.all([
        readOwnClubMatches({ seasonId: season.id, categoryId: category?.id, status: 'upcoming' }),
        readOwnClubMatches({ seasonId: season.id, categoryId: category?.id, status: 'completed' }),
      ])
    : [[], []];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">Zápasy{category ? ` – ${category.name}` : ''}</h1>
        {season ? <p className="text-default-500">Sezóna {season.name}</p> : <p className="text-default-500">Žádná sezóna není aktivní.</p>}
        <CategoryFilter categories={categories} selected={category?.slug ?? null} />
        <AddToCalendar categorySlug={category?.slug ?? null} categoryName={category?.name ?? null} />
      </header>
      <section aria-labelledby="upcoming" className="flex flex-col gap-4">
        <h2 id="upcoming" className="text-2xl font-semibold">
          Nadcházející zápasy
        </h2>
        <MatchMonthGroups matches={upcoming} emptyText="Žádné nadcházející zápasy" />
      </section>
      <section aria-labelledby="results" className="flex flex-col gap-4">
        <h2 id="results" className="text-2xl font-semibold">
          Výsledky
        </h2>
        <MatchMonthGroups matches={results} emptyText="Zatím žádné odehrané zápasy" />
      </section>
    </div>
  );
}
