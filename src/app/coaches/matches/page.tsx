import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { CoachMatches } from './_components/coach-matches';

export const metadata: Metadata = { title: 'Zápasy' };

export default async function CoachMatchesPage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  return <CoachMatches {...scope} />;
}
