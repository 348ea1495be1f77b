import type { Metadata } from 'next';
import Link from 'next/link';
import { readPublicCategories } from '@/features/categories/cached';

export const metadata: Metadata = {
  title: 'Kategorie',
  description: 'Družstva oddílu od kuřátek po muže a ženy: věk, tréninky, zápasy a tabulky.',
};

/** /category: the ten categories with their age descriptions. */
export default async function CategoriesPage() {
  const categories = await readPublicCategories();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Kategorie</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/category/${category.slug}`} className="flex h-full flex-col gap-1 rounded-large border border-divider bg-content1 p-4 transition hover:border-primary">
              <span className="text-lg font-semibold">{category.name}</span>
              {category.description ? <span className="text-sm text-default-500">{category.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
