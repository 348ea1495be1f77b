import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { UsersScreen } from '@/features/users/components/users-screen';

export const metadata: Metadata = { title: 'Uživatelé' };

export default async function AdminUsersPage() {
  // Rendered alongside the layout: check access here too (the layout shows the refusal).
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <UsersScreen currentUserId={session.user.id} />;
}
