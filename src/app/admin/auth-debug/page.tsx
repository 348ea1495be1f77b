import type { Metadata } from 'next';
import { serverAuthFacts, authDebugTexts } from '@/features/auth/auth-debug';
import { AuthDebugSection, BrowserAuthFacts } from '@/features/auth/components/auth-debug-facts';
import { getCurrentSession } from '@/features/auth/session';

export const metadata: Metadata = { title: authDebugTexts.title };

/**
 * Auth debug page: the signed-in admin's own session as the server and the browser see
 * it (its title is the admin top bar's heading). Admins only (the admin layout's check, repeated here as every admin page does): they are
 * the ones who sort out a member's access, and the page shows no token or secret either way.
 */
export default async function AdminAuthDebugPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-default-600">{authDebugTexts.intro}</p>
      <AuthDebugSection title={authDebugTexts.server} facts={serverAuthFacts(session.user, session.access)} />
      <BrowserAuthFacts serverUserId={session.user.id} />
    </div>
  );
}
