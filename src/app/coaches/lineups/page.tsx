import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { LineupsScreen } from '@/features/lineups/components/lineups-screen';

export const metadata: Metadata = { title: 'Sestavy' };

export default async function CoachLineupsPage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  return <LineupsScreen assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
