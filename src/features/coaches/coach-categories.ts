import type { CategoryOption } from '@/features/categories/api';
import { effectiveCoachCategories } from '@/features/coach-simulation/simulation';

export interface CoachScope {
  assigned: string[];
  isAdmin: boolean;
  simulated: string[];
}

/**
 * The categories the coach portal works with: a coach's assigned ones; an admin's
 * simulated ones when a simulation runs; an admin with neither sees every active category.
 */
export function coachCategories(active: CategoryOption[], scope: CoachScope): CategoryOption[] {
  const ids = effectiveCoachCategories(scope);
  if (scope.isAdmin && ids.length === 0) return active;
  return active.filter((category) => ids.includes(category.id));
}
