import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MatchCard } from '@/features/matches/components/match-card';
import { readPublicCategories } from '@/features/categories/cached';
import { readOwnClubId } from '@/features/clubs/cached';
import { readOwnClubMatches } from '@/features/matches/cached';
import { readCategoryPeople } from '@/features/members/cached';
import { readActiveSeason } from '@/features/seasons/cached';
import { readStandings } from '@/features/standings/cached';
import { StandingsTable } from '@/features/standings/components/shared/standings-table';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/public-cache-params';

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
}

async function findCategory(slug: string) {
  return (await readPublicCategories()).find((category) => category.slug === slug) ?? null;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = await findCategory((await params).slug);
  return category ? { title: category.name, description: category.description ?? `Družstvo ${category.name}: zápasy, tabulka a soupiska.` } : { title: 'Kategorie nenalezena' };
}

const COACHING = ['coach', 'assistant_coach', 'team_manager'];

/** /category/{id}: the category's age, schedule, table, coaches and roster. */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = await findCategory((await params).slug);
  if (!category) notFound();
  const [season, ownClubId, roster] = await Promise.all([readActiveSeason(), readOwnClubId(), readCategoryPeople(category.id)]);
  const [upcoming, results, standings] = season
    ? await Promise.all([
        readOwnClubMatches({ seasonId: season.id, categoryId: category.id, status: 'upcoming', limit: 5 }),
        readOwnClubMatches({ seasonId: season.id, categoryId: category.id, status: 'completed', limit: 5 }),
        readStandings(category.id, season.id),
      ])
    : [[], [], []];
  const coaches = roster.filter((person) => person.functions.some((fn) => COACHING.includes(fn)));
  const players = roster.filter((person) => person.functions.includes('player'));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{category.name}</h1>
        {category.description ? <p className="text-lg text-default-600">{category.description}</p> : null}
        <a href={`/matches?category=${category.slug}`} className="self-start text-sm font-medium text-primary hover:underline">
          Všechny zápasy kategorie →
        </a>
      </header>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section aria-labelledby="next" className="flex flex-col gap-3">
          <h2 id="next" className="text-xl font-semibold">
            Nejbližší zápasy
          </h2>
          {upcoming.length === 0 ? <p className="text-default-500">Žádné nadcházející zápasy</p> : upcoming.map((match) => <MatchCard key={match.id} match={match} />)}
          <h2 className="mt-4 text-xl font-semibold">Poslední výsledky</h2>
          {results.length === 0 ? <p className="text-default-500">Zatím žádné odehrané zápasy</p> : results.map((match) => <MatchCard key={match.id} match={match} />)}
        </section>
        <section aria-labelledby="table" className="flex flex-col gap-3">
          <h2 id="table" className="text-xl font-semibold">
            Tabulka{season ? ` ${season.name}` : ''}
          </h2>
          <StandingsTable rows={standings} ownClubId={ownClubId} />
        </section>
      </div>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <section aria-labelledby="coaches" className="flex flex-col gap-2">
          <h2 id="coaches" className="text-xl font-semibold">
            Trenéři
          </h2>
          {coaches.length === 0 ? (
            <p className="text-default-500">Trenéři budou doplněni.</p>
          ) : (
            <ul>
              {coaches.map((person) => (
                <li key={person.id}>
                  {person.name} {person.surname}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="roster" className="flex flex-col gap-2">
          <h2 id="roster" className="text-xl font-semibold">
            Soupiska
          </h2>
          {players.length === 0 ? (
            <p className="text-default-500">Soupiska bude doplněna.</p>
          ) : (
            <ul className="columns-2 gap-6 text-sm">
              {players.map((person) => (
                <li key={person.id}>
                  {person.name} {person.surname}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
