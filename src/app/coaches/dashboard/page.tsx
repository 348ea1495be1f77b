import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CoachDashboard } from './_components/deferred-coach-dashboard';

export const metadata: Metadata = { title: 'Trenérský portál' };

export default async function CoachDashboardPage() {
  // Rendered alongside the layout: check access here too before anything is shown.
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  // Client-rendered: an admin's simulated categories live in browser storage.
  return <CoachDashboard assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
