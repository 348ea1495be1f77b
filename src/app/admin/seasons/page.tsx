import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { SeasonsScreen } from '@/features/seasons/components/seasons-screen';

export const metadata: Metadata = { title: 'Sezóny' };

export default async function AdminSeasonsPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <SeasonsScreen />;
}
