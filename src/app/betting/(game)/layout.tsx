import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getCurrentSession } from '@/features/auth/session';
import { ensureBettingWallet } from '@/features/betting/api';
import { BettingShell } from '@/features/betting/components/betting-shell';
import { bettingPaths } from '@/features/betting/paths';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/**
 * The game needs a signed-in user (any account; its own login). Checked here on the
 * server, and again by RLS and place_bet. The first visit opens the wallet with 1000 coins.
 */
export default async function BettingLayout({ children }: { children: ReactNode }) {
  const session = await getCurrentSession();
  if (!session) redirect(bettingPaths.login);
  await ensureBettingWallet(await getSupabaseServerClient());
  return <BettingShell email={session.user.email ?? ''}>{children}</BettingShell>;
}
