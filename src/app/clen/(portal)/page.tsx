import type { Metadata } from 'next';
import { MemberPortalScreen } from '@/features/availability/components/member-portal-screen';
import { ATTENDANCE_STATUSES } from '@/features/training/messages';

export const metadata: Metadata = { title: 'Členská sekce' };

/** /clen: the linked members' next trainings and matches, each answered per member. */
export default function MemberPortalPage() {
  return <MemberPortalScreen attendanceLabels={ATTENDANCE_STATUSES} />;
}
