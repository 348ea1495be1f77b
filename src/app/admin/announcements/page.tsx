import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { AdminAnnouncements } from '@/features/announcements/components/admin-announcements';

export const metadata: Metadata = { title: 'Oznámení' };

export default async function AdminAnnouncementsPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <AdminAnnouncements />;
}
