import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { Leaderboard } from '@/features/betting/components/leaderboard';

export const metadata: Metadata = { title: 'Žebříček sázkařů' };

export default async function LeaderboardPage() {
  // The layout redirects visitors; pages render alongside it, so they check again.
  const session = await getCurrentSession();
  if (!session) return null;
  return (
    <Leaderboard userId={session.user.id} />
  );
}
