import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { AdminVideos } from '@/features/videos/components/admin-videos';

export const metadata: Metadata = { title: 'Videa' };

export default async function AdminVideosPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <AdminVideos />;
}
