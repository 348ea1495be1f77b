import { useState } from 'react';

/**
 * True from the first time `isOpen` is true on. A dialog loaded with next/dynamic is rendered only
 * then, so its code (HeroUI's modal, its form and schema) stays out of the page's first load, and
 * it stays mounted afterwards so that closing it still plays the exit animation.
 */
export function useWasOpened(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  // Derived during render (React's pattern for state that follows a prop): no extra commit.
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
