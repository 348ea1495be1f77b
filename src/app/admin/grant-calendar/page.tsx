import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { GrantCalendarScreen } from '@/features/grants/components/grant-calendar-screen';

export const metadata: Metadata = { title: 'Kalendář dotací' };

export default async function AdminGrantCalendarPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <GrantCalendarScreen />;
}
