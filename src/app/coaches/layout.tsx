import type { ReactNode } from 'react';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';
import { AccessDenied } from '@/components/access-denied';
import { PortalProviders } from '@/components/providers/portal-providers';
import { PortalBreadcrumb } from '@/components/shell/portal-breadcrumb';
import { PortalShell } from '@/components/shell/portal-shell';
import { SessionListener } from '@/features/auth/components/session-listener';
import { accessMessages } from '@/features/auth/messages';
import { opensCoachPortal, roleLabels } from '@/features/auth/roles';
import { SimulationBanner } from '@/features/coach-simulation/components/simulation-banner';
import { getCurrentSession } from '@/features/auth/session';
import { profileMetadataOf } from '@/features/auth/user-metadata';
import { coachBreadcrumbTrail } from '@/features/navigation/coach-routes';
import { CoachSidebar } from '@/features/navigation/components/coach-sidebar';
import { CoachTopBar } from '@/features/navigation/components/coach-top-bar';
import { releaseNoteCount } from '@/features/release-notes/release-notes';

/** The coach portal is open to signed-in coaches and admins only. */
async function CoachesFrame({ children }: { children: ReactNode }) {
  const session = await getCurrentSession();
  if (!session || !opensCoachPortal(session.access)) {
    return (
      <AccessDenied
        title={accessMessages.deniedTitle}
        message={accessMessages.coachPortalDenied}
        signInLabel={accessMessages.signIn}
        signInHref="/login?tab=coach"
        backLabel={accessMessages.backHome}
      />
    );
  }
  return (
    <PortalProviders>
      <PortalShell
        sidebar={<CoachSidebar />}
        topBar={
          <CoachTopBar
            email={session.user.email ?? ''}
            roleLabel={roleLabels[session.access.role]}
            metadata={profileMetadataOf(session.user)}
            hasAdminAccess={session.access.hasAdminAccess}
            releaseNoteCount={releaseNoteCount()}
          />
        }
      >
        <SessionListener userId={session.user.id} signInPath="/login?tab=coach" />
        <PortalBreadcrumb trail={coachBreadcrumbTrail} />
        <SimulationBanner isAdmin={session.access.hasAdminAccess} />
        {children}
      </PortalShell>
    </PortalProviders>
  );
}

export default function CoachesLayout({ children }: { children: ReactNode }) {
  return (
    <RequestThemeScope>
      <CoachesFrame>{children}</CoachesFrame>
    </RequestThemeScope>
  );
}
