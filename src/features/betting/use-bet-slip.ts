'use client';

import { useCallback, useMemo } from 'react';
import { useBrowserStorage } from '@/lib/use-browser-storage';
import { readStoredSlip, removeSelection, toggleSelection } from './bet-slip';
import type { TSlipSelection } from './schema';

/** The slip survives a reload, so it lives in browser storage (and syncs across tabs). */
const SLIP_STORAGE_KEY = 'betting-slip';

export function useBetSlip() {
  const [raw, setRaw] = useBrowserStorage(SLIP_STORAGE_KEY, '[]');
  const slip = useMemo(() => readStoredSlip(raw), [raw]);
  const save = useCallback((next: TSlipSelection[]) => setRaw(JSON.stringify(next)), [setRaw]);
  return {
    slip,
    toggle: (pick: TSlipSelection) => save(toggleSelection(slip, pick)),
    remove: (matchId: string) => save(removeSelection(slip, matchId)),
    clear: () => save([]),
  };
}
export type BetSlipState = ReturnType<typeof useBetSlip>;
