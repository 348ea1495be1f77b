import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CoachVideos } from '@/features/videos/components/coach-videos';

export const metadata: Metadata = { title: 'Videa' };

export default async function CoachVideosPage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  return <CoachVideos assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
