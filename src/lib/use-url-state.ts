'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { UrlStateDefinition } from './url-state';

/**
 * A screen's URL state (any shape: a list with a page, or just a tab) and its setter. Changing a
 * filter goes back to page 1, when the state has a page and the change does not name it; the URL
 * is replaced, not pushed, so Back leaves the screen instead of undoing typing.
 *
 * The URL only records what the screen shows: a portal page reads its query on the server for the
 * first screen only (ADR 2), after which the screen fetches what a change needs itself, so the
 * change goes through the History API, which Next's router follows (useSearchParams updates)
 * without a request. `router.replace` fetched the page's server part again on every
 * keystroke of a search, each time through the session-refreshing middleware.
 */
export function useUrlState<State extends object>(definition: UrlStateDefinition<State>) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = definition.parse(searchParams);

  // State without a page (a screen that is not paged) is allowed: it simply has nothing to reset.
  // A change builds on the address as it is now, not as this render saw it: two changes in quick
  // succession (two date fields, say) come before the router re-renders, and the second would
  // otherwise drop the first.
  function setState(changes: Partial<State>) {
    const current = new URLSearchParams(window.location.search);
    const next: State = { ...definition.parse(current), ...changes };
    if ('page' in definition.defaults && !('page' in changes)) Object.assign(next, { page: definition.defaults.page });
    const query = definition.toParams(next, current).toString();
    window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
  }

  return [state, setState] as const;
}
