import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { MatchesScreen } from '@/features/matches/components/admin/matches-screen';

export const metadata: Metadata = { title: 'Zápasy' };

export default async function AdminMatchesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <MatchesScreen />;
}
