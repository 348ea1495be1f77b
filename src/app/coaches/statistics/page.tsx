import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { StatisticsScreen } from '@/features/player-statistics/components/statistics-screen';

export const metadata: Metadata = { title: 'Statistiky' };

export default async function CoachStatisticsPage() {
  // Rendered alongside the layout: check access here too before anything is shown.
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  // Client-rendered: an admin's simulated categories live in browser storage.
  return <StatisticsScreen assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
