import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { MeetingMinutesScreen } from '@/features/meeting-minutes/components/meeting-minutes-screen';

export const metadata: Metadata = { title: 'Zápisy ze schůzí' };

export default async function AdminMeetingMinutesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <MeetingMinutesScreen currentUserId={session.user.id} />;
}
