import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { AttendanceScreen } from '@/features/training/components/attendance-screen';

export const metadata: Metadata = { title: 'Docházka' };

/** /coaches/attendance?category=…&session=…: training sessions and attendance. */
export default async function CoachAttendancePage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  // Client-rendered: an admin's simulated categories live in browser storage.
  return <AttendanceScreen {...scope} />;
}
