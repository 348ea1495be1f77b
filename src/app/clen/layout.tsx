import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/portal-providers';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';

/** The member portal and its sign-in: rendered per request (nonce policy), with the portals' client context. */
export default function MemberRootLayout({ children }: { children: ReactNode }) {
  return (
    <RequestThemeScope>
      <PortalProviders>{children}</PortalProviders>
    </RequestThemeScope>
  );
}
