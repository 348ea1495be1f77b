import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CategoriesScreen } from '@/features/categories/components/categories-screen';

export const metadata: Metadata = { title: 'Kategorie' };

export default async function AdminCategoriesPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <CategoriesScreen />;
}
