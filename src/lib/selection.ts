import type { Selection } from '@heroui/react';

/** The one key of a single-select HeroUI Select or Autocomplete, or null; `allKey` (the "all" item) counts as none. */
export function singleKey(selection: Selection, allKey?: string): string | null {
  const [key] = selection === 'all' ? [] : [...selection];
  return key === undefined || key === allKey ? null : String(key);
}
