'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>;

/**
 * The in-app address a click is about to open, or null when the click does not leave the page:
 * a plain click on a same-origin link to another path or query. New tabs, downloads and modified
 * clicks leave the sheet open; other origins unload the page, which beforeunload asks about.
 */
export function leavingHref(event: LinkClick, here: URL): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.getAttribute('href') ?? '', here);
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps unsaved edits from being lost without a word: while `isDirty`, closing or reloading the
 * tab gets the browser's own question, an in-app link waits for the coach's answer, and so does any
 * change the screen routes through `confirm` (its selects). Staying changes nothing.
 */
export function useLeaveGuard(isDirty: boolean) {
  const router = useRouter();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    // Capturing on window runs before React's listeners at the document, so a Link never navigates.
    const onClick = (event: MouseEvent) => {
      const href = leavingHref(event, new URL(window.location.href));
      if (href === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => router.push(href));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [isDirty, router]);

  return {
    /** Runs `action` now, or after the coach confirms leaving the unsaved sheet. */
    confirm: (action: () => void) => (isDirty ? setPending(() => action) : action()),
    isAsking: pending !== null,
    leave: () => {
      setPending(null);
      pending?.();
    },
    stay: () => setPending(null),
  };
}
