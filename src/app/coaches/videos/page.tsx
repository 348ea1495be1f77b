import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { CoachVideos } from '@/features/videos/components/coach-videos';

export const metadata: Metadata = { title: 'Videa' };

export default async function CoachVideosPage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  return <CoachVideos {...scope} />;
}
