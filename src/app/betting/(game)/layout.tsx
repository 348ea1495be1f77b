import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { PortalBreadcrumb, type BreadcrumbTrail } from '@/components/shell/portal-breadcrumb';
import { SessionListener } from '@/features/auth/components/session-listener';
import { getCurrentSession } from '@/features/auth/session';
import { ensureBettingWallet } from '@/features/betting/api';
import { BettingShell } from '@/features/betting/components/betting-shell';
import { bettingLoginMessages, bettingNavMessages } from '@/features/betting/messages';
import { bettingPaths } from '@/features/betting/paths';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** The game's breadcrumb: its pages named as in its navigation. */
const bettingBreadcrumbTrail: BreadcrumbTrail = {
  root: { href: bettingPaths.home, title: bettingLoginMessages.title },
  pages: [
    { href: bettingPaths.history, title: bettingNavMessages.history },
    { href: bettingPaths.leaderboard, title: bettingNavMessages.leaderboard },
    { href: bettingPaths.rules, title: bettingNavMessages.rules },
  ],
};

/**
 * The game needs a signed-in user (any account; its own login). Checked here on the
 * server, and again by RLS and place_bet. The first visit opens the wallet with 1000 coins.
 */
export default async function BettingLayout({ children }: { children: ReactNode }) {
  // The wallet is opened while Auth checks the user: the database takes the user from the token
  // itself, and a refusal (no session) counts only once the session is known to be there.
  const wallet = getSupabaseServerClient().then(ensureBettingWallet);
  wallet.catch(() => undefined);
  const session = await getCurrentSession();
  if (!session) redirect(bettingPaths.login);
  await wallet;
  return (
    <BettingShell email={session.user.email ?? ''}>
      <SessionListener userId={session.user.id} signInPath={bettingPaths.login} />
      <PortalBreadcrumb trail={bettingBreadcrumbTrail} />
      {children}
    </BettingShell>
  );
}
