'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Search waits 300 ms after the last keystroke, then updates the address (?q=). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list and a search are different pages (the list comes from the cache, a search is rendered
 * per request), so each navigation the debounce starts mounts a new search box. What the visitor
 * typed meanwhile, and the focus, carry over to the box of that navigation's page: the one showing
 * the query the box navigated to, while the visitor is still typing. Any other visit starts from
 * its address.
 */
const STILL_TYPING_MS = 5000;
let typing: { navigatedTo: string; value: string; at: number } | null = null;

function carriedOver(initialQuery: string): string | null {
  if (!typing || typing.navigatedTo !== initialQuery || Date.now() - typing.at > STILL_TYPING_MS) return null;
  return typing.value;
}

/**
 * A plain input styled like HeroUI's: the blog list is a cached public page, and HeroUI's Input
 * would add react-aria and framer-motion to its first load.
 */
export function PostSearch({ initialQuery }: { initialQuery: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [carried] = useState(() => carriedOver(initialQuery));
  const [query, setQuery] = useState(carried ?? initialQuery);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = input.current;
    if (carried === null || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [carried]);

  useEffect(() => {
    if (query === initialQuery) return;
    const timer = setTimeout(() => {
      const trimmed = query.trim();
      typing = { navigatedTo: trimmed, value: query, at: Date.now() };
      router.replace(trimmed ? `${pathname}?${new URLSearchParams({ q: trimmed }).toString()}` : pathname, { scroll: false });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, initialQuery, pathname, router]);

  const change = (value: string) => {
    if (typing) typing = { ...typing, value, at: Date.now() };
    setQuery(value);
  };

  return (
    <input
      ref={input}
      type="search"
      aria-label="Hledat v článcích"
      placeholder="Hledat v článcích"
      value={query}
      onChange={(event) => change(event.target.value)}
      className="h-10 w-full max-w-md rounded-medium bg-default-100 px-3 text-small text-foreground outline-none placeholder:text-foreground-500 hover:bg-default-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    />
  );
}
