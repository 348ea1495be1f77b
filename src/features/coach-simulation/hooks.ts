'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useBrowserStorage } from '@/lib/use-browser-storage';
import { ensureAdminRows } from './api';
import { parseSimulatedCategories, SIMULATION_STORAGE_KEY } from './simulation';

/** The simulated categories (empty when none), shared across tabs through localStorage. */
export function useCoachSimulation(): { simulated: string[]; start: (categories: string[]) => void; stop: () => void } {
  const [stored, setStored] = useBrowserStorage(SIMULATION_STORAGE_KEY, '[]');
  const start = useCallback((categories: string[]) => setStored(JSON.stringify(categories)), [setStored]);
  const stop = useCallback(() => setStored('[]'), [setStored]);
  return { simulated: parseSimulatedCategories(stored), start, stop };
}

export function useEnsureAdminRows() {
  return useMutation({ mutationFn: async () => ensureAdminRows(await loadSupabaseBrowserClient()) });
}
