import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { LoansPanel } from '@/features/loans/components/loans-panel';
import { MembersScreen } from '@/features/members/components/members-screen';
import { MembersTabs } from '@/features/members/components/members-tabs';

export const metadata: Metadata = { title: 'Členové' };

/** /admin/members and /admin/members?tab=loans. */
export default async function AdminMembersPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <MembersTabs members={<MembersScreen />} loans={<LoansPanel />} />;
}
