'use client';

import { Input } from '@heroui/react';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CzechHeroUI } from '@/components/providers/czech-heroui';

/** Spec §9: search waits 300 ms after the last keystroke, then updates the address (?q=). */
export const SEARCH_DEBOUNCE_MS = 300;

export function PostSearch({ initialQuery }: { initialQuery: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState(initialQuery);

  useEffect(() => {
    if (query === initialQuery) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(query.trim() ? { q: query.trim() } : {});
      router.replace(params.size > 0 ? `${pathname}?${params.toString()}` : pathname, { scroll: false });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, initialQuery, pathname, router]);

  return (
    <CzechHeroUI>
      <Input
        type="search"
        aria-label="Hledat v článcích"
        placeholder="Hledat v článcích"
        value={query}
        onValueChange={setQuery}
        isClearable
        onClear={() => setQuery('')}
        className="max-w-md"
      />
    </CzechHeroUI>
  );
}
