import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CoachAnnouncements } from '@/features/announcements/components/coach-announcements';

export const metadata: Metadata = { title: 'Oznámení' };

export default async function CoachAnnouncementsPage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  return <CoachAnnouncements assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
