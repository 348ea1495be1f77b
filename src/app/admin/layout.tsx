import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';
import { AccessDenied } from '@/components/access-denied';
import { PortalProviders } from '@/components/providers/portal-providers';
import { PortalBreadcrumb } from '@/components/shell/portal-breadcrumb';
import { PortalShell } from '@/components/shell/portal-shell';
import { LazySecondFactorRequired } from '@/features/auth/components/lazy-second-factor-required';
import { SessionListener } from '@/features/auth/components/session-listener';
import { accessMessages } from '@/features/auth/messages';
import { getCurrentSession } from '@/features/auth/session';
import { readClubConfig } from '@/features/club-config/cached';
import { profileMetadataOf } from '@/features/auth/user-metadata';
import { adminBreadcrumbTrail } from '@/features/navigation/admin-routes';
import { AdminSidebar } from '@/features/navigation/components/admin-sidebar';
import { AdminTopBar } from '@/features/navigation/components/admin-top-bar';
import { releaseNoteCount } from '@/features/release-notes/release-notes';

/** Every admin page needs an admin; checked here on the server, and again by RLS. */
async function AdminFrame({ children }: { children: ReactNode }) {
  // The club's settings are the public frame's cached row (dropped when an admin saves them), read
  // while Auth checks the user: no request of its own on every admin page.
  const [session, config] = await Promise.all([getCurrentSession(), readClubConfig()]);
  if (!session) redirect('/login');
  if (!session.access.hasAdminAccess) {
    return (
      <AccessDenied
        title={accessMessages.deniedTitle}
        message="Nemáte oprávnění pro přístup do administrace"
        signInLabel={accessMessages.signIn}
        signInHref="/login"
        backLabel={accessMessages.backHome}
      />
    );
  }
  // The database refuses a password-only admin everything while the club requires the second
  // factor, so the administration opens only once they have one.
  if (config?.require_admin_mfa && session.assurance !== 'aal2') {
    return (
      <PortalProviders>
        <LazySecondFactorRequired />
      </PortalProviders>
    );
  }
  const email = session.user.email ?? '';
  const metadata = profileMetadataOf(session.user);
  const fullName = metadata.full_name ?? email;
  return (
    <PortalProviders>
      <PortalShell
        sidebar={<AdminSidebar clubName={config?.club_name ?? 'Administrace'} />}
        topBar={
          <AdminTopBar
              fullName={fullName}
              email={email}
              metadata={metadata}
              hasCoachAccess={session.access.hasCoachAccess}
              releaseNoteCount={releaseNoteCount()}
            />
        }
      >
        <SessionListener userId={session.user.id} signInPath="/login" />
        <PortalBreadcrumb trail={adminBreadcrumbTrail} />
        {children}
      </PortalShell>
    </PortalProviders>
  );
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequestThemeScope>
      <AdminFrame>{children}</AdminFrame>
    </RequestThemeScope>
  );
}
