import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { CoachMatches } from './_components/coach-matches';

export const metadata: Metadata = { title: 'Zápasy' };

export default async function CoachMatchesPage() {
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  return <CoachMatches assigned={session.access.assignedCategories} isAdmin={session.access.hasAdminAccess} />;
}
