import Link from 'next/link';
import type { ReactNode } from 'react';
import { ClubMark } from '../club-mark';

/** Logo and club title on the left, the navigation (a feature's component) on the right. */
export function PublicHeader({ clubName, logoUrl, navigation }: { clubName: string; logoUrl: string | null; navigation: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-divider bg-background">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        {/* The name gives way to the menu by wrapping, never by being overlapped: a one-line name that
            could not shrink let the menu at 1280 px overlap it (a wide fallback font on a first visit)
            and pushed the phone's ☰ off the screen. Beside the desktop menu it wraps between words
            only; on a phone even a single overlong word breaks rather than hide the ☰. */}
        <Link href="/" className="min-w-0 xl:min-w-min">
          <ClubMark clubName={clubName} logoUrl={logoUrl} />
        </Link>
        {navigation}
      </div>
    </header>
  );
}
