import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { MemberFunctionsScreen } from '@/features/members/components/member-functions-screen';

export const metadata: Metadata = { title: 'Funkce členů' };

export default async function AdminMemberFunctionsPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <MemberFunctionsScreen />;
}
