import type { Metadata } from 'next';
import { coachPortalScope } from '@/features/auth/session';
import { LineupsScreen } from '@/features/lineups/components/lineups-screen';

export const metadata: Metadata = { title: 'Sestavy' };

export default async function CoachLineupsPage() {
  const scope = await coachPortalScope();
  if (!scope) return null;
  return <LineupsScreen {...scope} />;
}
