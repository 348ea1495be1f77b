'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LinkPendingMark } from '@/components/link-pending-mark';
import { bettingNavMessages } from '../messages';
import { bettingPaths } from '../paths';

const LINKS = [
  { href: bettingPaths.home, label: bettingNavMessages.matches },
  { href: bettingPaths.history, label: bettingNavMessages.history },
  { href: bettingPaths.leaderboard, label: bettingNavMessages.leaderboard },
  { href: bettingPaths.rules, label: bettingNavMessages.rules },
] as const;

/** The game's sections; a full-width row of its own on a phone. */
export function BettingNav() {
  const pathname = usePathname();
  return (
    <nav aria-label={bettingNavMessages.navigation} className="order-last -mx-1 flex w-full gap-1 overflow-x-auto lg:order-none lg:mx-0 lg:w-auto">
      {LINKS.map((link) => {
        const isCurrent = pathname === link.href;
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={isCurrent ? 'page' : undefined}
            className={`whitespace-nowrap rounded-medium px-3 py-1.5 text-sm ${isCurrent ? 'bg-primary text-primary-foreground' : 'text-default-700 hover:bg-default-100'}`}
          >
            {link.label}
            <LinkPendingMark />
          </Link>
        );
      })}
    </nav>
  );
}
