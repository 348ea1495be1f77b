'use client';

import { useActiveCategories } from '@/features/categories/hooks';
import { useCoachSimulation } from '@/features/coach-simulation/hooks';
import { coachCategories } from './coach-categories';

/** The coach portal's categories for this user, with an admin's simulation applied. */
export function useCoachCategories(assigned: string[], isAdmin: boolean) {
  const active = useActiveCategories();
  const { simulated } = useCoachSimulation();
  return {
    categories: active.data ? coachCategories(active.data, { assigned, isAdmin, simulated }) : [],
    isPending: active.isPending,
    error: active.error,
  };
}
