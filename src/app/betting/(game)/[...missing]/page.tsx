import { notFound } from 'next/navigation';

/** An unknown address under /betting: the game layout checks the sign-in, then betting/(game)/not-found.tsx answers in the portal. */
export default function BettingMissingPage(): never {
  notFound();
}
