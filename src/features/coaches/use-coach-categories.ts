'use client';

import { useActiveCategories } from '@/features/categories/hooks';
import { useCoachSimulation } from '@/features/coach-simulation/hooks';
import { useIsClient } from '@/lib/use-browser-storage';
import { coachCategories } from './coach-categories';

/**
 * The coach portal's categories for this user, with an admin's simulation applied. Pending until
 * the page has hydrated: the simulation lives in browser storage, and the categories may already
 * be cached by then (the layout's simulation banner reads them), while the server rendered the
 * spinner. Showing them during hydration made React discard the page's HTML (error #418).
 *
 * A page whose server read the active categories (`serverRendered`) hands them to the browser's
 * cache before hydration, so the server and the hydrating render show the same list (both
 * without a simulation, which storage applies right after); it need not wait.
 */
export function useCoachCategories(assigned: string[], isAdmin: boolean, { serverRendered = false }: { serverRendered?: boolean } = {}) {
  const active = useActiveCategories();
  const { simulated } = useCoachSimulation();
  const isReady = useIsClient() || serverRendered;
  return {
    categories: isReady && active.data ? coachCategories(active.data, { assigned, isAdmin, simulated }) : [],
    isPending: !isReady || active.isPending,
    error: isReady ? active.error : null,
  };
}
