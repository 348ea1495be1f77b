'use client';

import { useLinkStatus } from 'next/link';

/**
 * Inside a portal's link: a small pulsing mark while the page it opens is being rendered. The
 * portals have no loading screen between pages: a page arrives whole, its data already in the
 * HTML, so a first visit never shows a spinner that the browser would keep for a moment after the
 * rows had come; this mark is what says a click was taken.
 */
export function LinkPendingMark() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-2 inline-block size-2 animate-pulse rounded-full bg-current align-middle">
      <span className="sr-only">Načítání…</span>
    </span>
  );
}
