import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getCurrentSession } from '@/features/auth/session';
import { BetHistory } from '@/features/betting/components/bet-history';

export const metadata: Metadata = { title: 'Moje sázky' };

export default async function BetHistoryPage() {
  // The layout redirects visitors; pages render alongside it, so they check again.
  const session = await getCurrentSession();
  if (!session) return null;
  return (
    <Suspense>
      <BetHistory userId={session.user.id} />
    </Suspense>
  );
}
