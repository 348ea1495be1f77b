import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** Logo and club title on the left, the navigation (a feature's component) on the right. */
export function PublicHeader({ clubName, logoUrl, navigation }: { clubName: string; logoUrl: string | null; navigation: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-divider bg-background">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-3 font-semibold">
          {logoUrl ? (
            <Image src={logoUrl} alt="" width={40} height={40} className="h-10 w-10 object-contain" />
          ) : (
            <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 font-bold text-yellow-300">
              NH
            </span>
          )}
          <span className="whitespace-nowrap text-lg">{clubName}</span>
        </Link>
        {navigation}
      </div>
    </header>
  );
}
