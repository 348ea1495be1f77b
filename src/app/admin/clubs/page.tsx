import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { ClubsScreen } from '@/features/clubs/components/clubs-screen';

export const metadata: Metadata = { title: 'Kluby' };

export default async function AdminClubsPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <ClubsScreen />;
}
