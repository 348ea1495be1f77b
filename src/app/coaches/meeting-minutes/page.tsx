import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { CoachMeetingMinutesScreen } from '@/features/meeting-minutes/components/coach-meeting-minutes-screen';

export const metadata: Metadata = { title: 'Zápisy ze schůzí' };

export default async function CoachMeetingMinutesPage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  return <CoachMeetingMinutesScreen />;
}
