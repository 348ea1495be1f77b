import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { ClubCategoriesScreen } from '@/features/club-categories/components/club-categories-screen';

export const metadata: Metadata = { title: 'Kluby v kategoriích' };

export default async function AdminClubCategoriesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <ClubCategoriesScreen />;
}
