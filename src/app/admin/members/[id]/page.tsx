import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { MemberDetailScreen } from '@/features/members/components/member-detail-screen';

export const metadata: Metadata = { title: 'Člen' };

/** One member: functions, category, club relationships and metadata. */
export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  const { id } = await params;
  return <MemberDetailScreen memberId={id} />;
}
