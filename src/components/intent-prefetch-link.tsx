'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { LinkPendingMark } from './link-pending-mark';

type IntentPrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link that prefetches its page once a person shows the intent to follow it (the pointer over
 * it, keyboard focus, a touch) instead of whenever it is on screen. A portal's sidebar shows every
 * section: prefetching them all sent two requests per link on each page view, every one through
 * the session-refreshing middleware and so a call to Auth (36 per admin page view). While the
 * page it opens is being rendered, a mark beside its text says the click was taken.
 */
export function IntentPrefetchLink({ onMouseEnter, onFocus, onTouchStart, children, ...props }: IntentPrefetchLinkProps) {
  const [isIntended, setIntended] = useState(false);
  const showingIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntended(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      // null is Next's default prefetch, started from here on.
      prefetch={isIntended ? null : false}
      onMouseEnter={showingIntent(onMouseEnter)}
      onFocus={showingIntent(onFocus)}
      onTouchStart={showingIntent(onTouchStart)}
    >
      {children}
      <LinkPendingMark />
    </Link>
  );
}
