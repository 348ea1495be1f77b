import type { Metadata } from 'next';
import Link from 'next/link';
import { readPublishedPosts } from '@/features/blog/cached';
import { PostCard } from '@/features/blog/components/post-card';
import { readClubConfig, readVisiblePages } from '@/features/club-config/cached';
import { CategoryResultsWidget } from '@/features/matches/components/category-results-widget';
import { MatchScheduleCard } from '@/features/matches/components/match-schedule-card';
import { loadCompetitionOverview } from '@/features/matches/overview';
import { visibleHomeSections } from '@/features/page-visibility/sections';
import { readPartnerBlocks } from '@/features/partners/cached';
import { PartnerBlocks } from '@/features/partners/components/partner-blocks';
import { czechPluralForm } from '@/lib/format';
import { siteAlternates } from '@/lib/site-identity';

// The home page keeps the site's title and description; it only names its canonical address.
export const metadata: Metadata = { alternates: siteAlternates('/') };

/** The home page shows the latest 3 posts. */
const HOME_POSTS = 3;

/**
 * Home: hero, schedule card, category results, latest posts, and the sections an admin
 * can hide — a hidden section is not rendered at all. Every read is cached and runs in parallel.
 */
export default async function HomePage() {
  const [config, overview, posts, pages, partners] = await Promise.all([readClubConfig(), loadCompetitionOverview(), readPublishedPosts(), readVisiblePages(), readPartnerBlocks()]);
  const sections = visibleHomeSections(pages);
  const years = config?.founded_year ? new Date().getFullYear() - config.founded_year : null;
  const teamCount = overview?.categories.length ?? 0;
  return (
    <>
      {/* The club's colours in both themes: white and yellow on deep blue read in light and dark alike. */}
      <section className="bg-gradient-to-br from-blue-700 to-blue-950 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold">{config?.club_name ?? 'Národní házená'}</h1>
          {config?.description ? <p className="mt-3 text-lg text-yellow-300">{config.description}</p> : null}
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
              <CategoryResultsWidget categories={overview.categories} ownClubId={overview.ownClubId} matchesError={overview.matchesError} standingsError={overview.standingsError} />
            </section>
          </>
        ) : (
          <p className="text-default-500">Sezóna zatím nezačala.</p>
        )}
        {posts.length > 0 ? (
          <section aria-labelledby="news" className="flex flex-col gap-4">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="news" className="text-2xl font-semibold">
                Novinky
              </h2>
              <Link href="/blog" className="text-sm font-medium text-primary hover:underline">
                Všechny novinky →
              </Link>
            </div>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {posts.slice(0, HOME_POSTS).map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {sections.has('club-highlight') ? (
          <section aria-labelledby="highlight" className="grid grid-cols-1 gap-4 rounded-large bg-content2 p-6 sm:grid-cols-3">
            <h2 id="highlight" className="sr-only">
              Oddíl v kostce
            </h2>
            <div>
              <p className="text-3xl font-bold text-primary">{years ?? '90+'}</p>
              <p className="text-default-600">{years === null ? 'let' : czechPluralForm(years, ['rok', 'roky', 'let'])} národní házené</p>
            </div>
            <div>
              <p className="text-3xl font-bold text-primary">{teamCount}</p>
              <p className="text-default-600">{czechPluralForm(teamCount, ['družstvo', 'družstva', 'družstev'])} v soutěžích</p>
            </div>
            <div>
              <p className="text-3xl font-bold text-primary">od 5 let</p>
              <p className="text-default-600">u nás hrají už děti z přípravky</p>
            </div>
          </section>
        ) : null}
        {sections.has('call-to-action') ? (
          <section aria-labelledby="join" className="flex flex-col items-start gap-3 rounded-large border border-primary p-6">
            <h2 id="join" className="text-2xl font-semibold">
              Přidej se k nám
            </h2>
            <p>Hledáme kluky a holky od 5 let i dospělé, kteří si chtějí zahrát národní házenou.</p>
            <Link href="/contact" className="rounded-medium bg-primary px-4 py-2 font-medium text-primary-foreground">
              Kontakt na trenéry
            </Link>
          </section>
        ) : null}
        {sections.has('sponsors') ? (
          <section aria-labelledby="partners" className="flex flex-col gap-4">
            <h2 id="partners" className="text-center text-2xl font-semibold">
              Partneři oddílu
            </h2>
            <PartnerBlocks blocks={partners} />
          </section>
        ) : null}
      </div>
    </>
  );
}
