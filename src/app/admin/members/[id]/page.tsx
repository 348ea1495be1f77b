import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { MemberAccountsCard } from '@/features/availability/components/member-accounts-card';
import { MemberDetailScreen } from '@/features/members/components/member-detail-screen';

export const metadata: Metadata = { title: 'Člen' };

/** One member: functions, category, club relationships and metadata, and the accounts answering for them. */
export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  const { id } = await params;
  return (
    <div className="flex flex-col gap-4">
      <MemberDetailScreen memberId={id} />
      <MemberAccountsCard memberId={id} />
    </div>
  );
}
