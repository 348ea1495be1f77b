import type { ReactNode } from 'react';
import type { PublicCategory } from '@/features/categories/api';
import { AddToCalendar } from '@/features/matches/components/add-to-calendar';
import { CategoryFilter } from '@/features/matches/components/category-filter';
import { MatchMonthGroups } from '@/features/matches/components/month-groups';
import { readPublicCategories } from '@/features/categories/cached';
import { readOwnClubMatches } from '@/features/matches/cached';
import { readActiveSeason } from '@/features/seasons/cached';

/** The season and the categories every /matches screen needs first. */
export async function readMatchesContext() {
  const [season, categories] = await Promise.all([readActiveSeason(), readPublicCategories()]);
  return { season, categories };
}

/** The category of a `?category=` value: its slug, or its id as older links have it. */
export function findCategory(categories: PublicCategory[], slugOrId: string): PublicCategory | null {
  return categories.find((candidate) => candidate.slug === slugOrId || candidate.id === slugOrId) ?? null;
}

interface MatchesScreenProps {
  context: Awaited<ReturnType<typeof readMatchesContext>>;
  /** null: all categories. */
  category: PublicCategory | null;
  /** How many upcoming matches and results to show; all of the season without it. */
  limit?: number;
  /** Under the category filter, e.g. where the rest of a shortened list is. */
  note?: ReactNode;
}

/** /matches: upcoming matches and results of the season by month, with the category filter. */
export async function MatchesScreen({ context: { season, categories }, category, limit, note }: MatchesScreenProps) {
  const [upcoming, results] = season
    ? await Promise.all([
        readOwnClubMatches({ seasonId: season.id, categoryId: category?.id, status: 'upcoming', limit }),
        readOwnClubMatches({ seasonId: season.id, categoryId: category?.id, status: 'completed', limit }),
      ])
    : [[], []];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">Zápasy{category ? ` – ${category.name}` : ''}</h1>
        {season ? <p className="text-default-500">Sezóna {season.name}</p> : <p className="text-default-500">Žádná sezóna není aktivní.</p>}
        <CategoryFilter categories={categories} selected={category?.slug ?? null} />
        {note}
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
