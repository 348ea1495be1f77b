import Link from 'next/link';
import type { ReactNode } from 'react';
import { ThemeSwitcher } from '@/components/shell/theme-switcher';
import { bettingLoginMessages } from '../messages';
import { bettingPaths } from '../paths';
import { BettingLogoutButton } from './betting-logout-button';
import { BettingNav } from './betting-nav';

/** The game's frame: title, sections, theme and sign-out; the pages fill the rest. */
export function BettingShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-divider bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link href={bettingPaths.home} className="flex items-center gap-2 font-semibold">
            <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-yellow-300">
              NH
            </span>
            {bettingLoginMessages.title}
          </Link>
          <BettingNav />
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden text-sm text-default-500 xl:inline">{email}</span>
            <ThemeSwitcher />
            <BettingLogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl p-4 pb-24 lg:p-6">{children}</main>
    </div>
  );
}
