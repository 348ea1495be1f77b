import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { SponsorshipScreen } from '@/features/partners/components/admin/sponsorship-screen';

export const metadata: Metadata = { title: 'Partneři' };

export default async function AdminSponsorshipPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <SponsorshipScreen />;
}
