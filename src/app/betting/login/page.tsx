import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getCurrentSession } from '@/features/auth/session';
import { BettingLoginScreen } from '@/features/betting/components/betting-login-screen';
import { ClubSignInHeader } from '@/features/club-config/components/shared/club-sign-in-header';
import { bettingPaths } from '@/features/betting/paths';

export const metadata: Metadata = { title: 'Sázková hra – přihlášení' };

export default async function BettingLoginPage() {
  if (await getCurrentSession()) redirect(bettingPaths.home);
  return <BettingLoginScreen header={<ClubSignInHeader align="start" />} />;
}
