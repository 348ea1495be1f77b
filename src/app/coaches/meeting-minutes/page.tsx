import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CoachMeetingMinutesScreen } from '@/features/meeting-minutes/components/coach-meeting-minutes-screen';

export const metadata: Metadata = { title: 'Zápisy ze schůzí' };

export default async function CoachMeetingMinutesPage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  return <CoachMeetingMinutesScreen />;
}
