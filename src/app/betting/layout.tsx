import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/portal-providers';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';

/** The betting game and its own login: rendered per request (nonce policy), with the portal's client context (HeroUI, toasts, queries), which the public site never loads. */
export default function BettingRootLayout({ children }: { children: ReactNode }) {
  return (
    <RequestThemeScope>
      <PortalProviders>{children}</PortalProviders>
    </RequestThemeScope>
  );
}
