import type { Metadata } from 'next';
import { siteAlternates } from '@/lib/site-identity';
import { MatchesScreen, readMatchesContext } from '../matches-screen';

export const metadata: Metadata = {
  title: 'Zápasy',
  description: 'Nejbližší zápasy a poslední výsledky všech družstev oddílu v aktuální sezóně.',
  alternates: siteAlternates('/matches'),
};

/**
 * The whole club's season is hundreds of matches (a quarter of a megabyte of HTML on a phone), so
 * all categories together show the six nearest upcoming matches and the six latest results (issue
 * #15: ≤ 60 kB of HTML); each category's link lists its whole season.
 */
const ALL_CATEGORIES_LIMIT = 6;

/**
 * /matches (rewritten here by next.config): the club's next matches and latest results;
 * `?category=` is ../category/[slug].
 */
export default async function MatchesPage() {
  return (
    <MatchesScreen
      context={await readMatchesContext()}
      category={null}
      limit={ALL_CATEGORIES_LIMIT}
      note={<p className="text-sm text-default-500">Celý rozpis a všechny výsledky sezóny najdete u jednotlivých kategorií.</p>}
    />
  );
}
