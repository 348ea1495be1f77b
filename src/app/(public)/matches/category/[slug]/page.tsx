import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readPublicCategories } from '@/features/categories/cached';
import { siteAlternates } from '@/lib/site-identity';
import { findCategory, MatchesScreen, readMatchesContext } from '../../matches-screen';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/public-cache-params';

interface CategoryMatchesPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: CategoryMatchesPageProps): Promise<Metadata> {
  const category = findCategory(await readPublicCategories(), (await params).slug);
  if (!category) return { title: 'Kategorie nenalezena' };
  return {
    title: `Zápasy – ${category.name}`,
    description: `Rozpis a výsledky zápasů družstva ${category.name} v aktuální sezóně.`,
    // The address visitors share; this path is where next.config serves it from the cache.
    alternates: siteAlternates(`/matches?category=${encodeURIComponent(category.slug)}`),
  };
}

/** /matches?category=slug (rewritten here by next.config): the category's whole season by month. */
export default async function CategoryMatchesPage({ params }: CategoryMatchesPageProps) {
  const context = await readMatchesContext();
  const category = findCategory(context.categories, (await params).slug);
  if (!category) notFound();
  return <MatchesScreen context={context} category={category} />;
}
