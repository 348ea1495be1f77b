import type { Metadata } from 'next';
import Link from 'next/link';
import { readClubConfig } from '@/features/club-config/cached';
import { readPublicCategories } from '@/features/categories/cached';
import { czechPlural } from '@/lib/format';

export const metadata: Metadata = { title: 'O oddílu', description: 'Kdo jsme, co hrajeme a jak se k nám přidat.' };

/** /about: the club in brief, from club config and the categories it fields. */
export default async function AboutPage() {
  const [config, categories] = await Promise.all([readClubConfig(), readPublicCategories()]);
  const years = config?.founded_year ? new Date().getFullYear() - config.founded_year : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">O oddílu</h1>
      <p className="text-lg">
        {config?.club_name ?? 'Náš oddíl'} hraje národní házenou{years ? ` už ${czechPlural(years, ['rok', 'roky', 'let'])}` : ''}. Chceme šířit tento tradiční český sport a nabízet
        sportovní přípravu dětem, mládeži i dospělým.
      </p>
      <section aria-labelledby="teams" className="flex flex-col gap-3">
        <h2 id="teams" className="text-xl font-semibold">
          Naše družstva
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={`/category/${category.slug}`} className="font-medium text-primary hover:underline">
                {category.name}
              </Link>
              {category.description ? <span className="text-default-500"> – {category.description}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <p>
        Chcete si házenou vyzkoušet? Přijďte na trénink nebo nám napište – <Link href="/contact" className="text-primary underline">kontakty</Link>.
      </p>
    </div>
  );
}
