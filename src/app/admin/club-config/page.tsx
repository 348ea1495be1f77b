import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { ClubConfigScreen } from '@/features/club-config/components/admin/club-config-screen';

export const metadata: Metadata = { title: 'Nastavení klubu' };

export default async function AdminClubConfigPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <ClubConfigScreen />;
}
