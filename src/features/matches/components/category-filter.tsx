import Link from 'next/link';
import type { PublicCategory } from '@/features/categories/api';
import { matchTexts, publicMatchTexts } from '../messages';

/** Links, not a form: each category's schedule has its own shareable URL (?category=slug). */
export function CategoryFilter({ categories, selected }: { categories: PublicCategory[]; selected: string | null }) {
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm transition ${active ? 'border-primary bg-primary text-primary-foreground' : 'border-divider hover:border-primary'}`;
  return (
    <nav aria-label={matchTexts.category} className="flex flex-wrap gap-2">
      <Link href="/matches" className={chip(selected === null)} aria-current={selected === null ? 'page' : undefined}>
        {publicMatchTexts.allCategories}
      </Link>
      {categories.map((category) => (
        <Link
          key={category.id}
          href={`/matches?category=${category.slug}`}
          // Not prefetched: ten whole seasons would be rendered for one look at the filter.
          prefetch={false}
          className={chip(selected === category.slug)}
          aria-current={selected === category.slug ? 'page' : undefined}
        >
          {category.name}
        </Link>
      ))}
    </nav>
  );
}
