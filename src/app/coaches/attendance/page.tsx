import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { AttendanceScreen } from '@/features/training/components/attendance-screen';

export const metadata: Metadata = { title: 'Docházka' };

/** /coaches/attendance?category=…&session=…: training sessions and attendance. */
export default async function CoachAttendancePage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  // Client-rendered: an admin's simulated categories live in browser storage.
  return <AttendanceScreen assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
