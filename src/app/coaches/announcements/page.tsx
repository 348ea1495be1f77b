import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { CoachAnnouncements } from '@/features/announcements/components/coach-announcements';

export const metadata: Metadata = { title: 'Oznámení' };

export default async function CoachAnnouncementsPage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  return <CoachAnnouncements {...scope} />;
}
