import type { Metadata } from 'next';
import Link from 'next/link';
import { readClubConfig } from '@/features/club-config/cached';
import { CHRONICLE } from '@/features/club-history/chronicle';

export const metadata: Metadata = { title: '100 let', description: 'Sto let národní házené v oddíle.' };

/** /100: the centenary page. */
export default async function CentenaryPage() {
  const config = await readClubConfig();
  const founded = config?.founded_year ?? 1920;
  return (
    <div className="flex flex-col">
      <section className="bg-gradient-to-br from-primary to-primary-700 px-4 py-16 text-center text-primary-foreground">
        <p className="text-6xl font-black">100 let</p>
        <h1 className="mt-2 text-2xl font-semibold">
          národní házené {config?.club_name ? `v ${config.club_name}` : 've Svinově'}, {founded}–{founded + 100}
        </h1>
      </section>
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
        <p className="text-lg">
          Za sto let prošly oddílem stovky hráček a hráčů, trenérů a dobrovolníků. Děkujeme všem, kdo národní házenou u nás hráli, trénovali a fandili.
        </p>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {CHRONICLE.map((entry) => (
            <li key={entry.decade} className="rounded-large border border-divider p-3">
              <span className="text-sm text-primary">{entry.decade}</span>
              <p className="font-semibold">{entry.title}</p>
            </li>
          ))}
        </ul>
        <Link href="/chronicle" className="self-start font-medium text-primary hover:underline">
          Celá kronika →
        </Link>
      </div>
    </div>
  );
}
