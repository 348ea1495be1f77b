import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CommitteesScreen } from '@/features/committees/components/committees-screen';

export const metadata: Metadata = { title: 'Komise' };

export default async function AdminCommitteesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <CommitteesScreen />;
}
