import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { UserRolesTable } from '@/features/users/components/user-roles-table';

export const metadata: Metadata = { title: 'Role uživatelů' };

export default async function AdminUserRolesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <UserRolesTable />;
}
