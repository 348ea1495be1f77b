import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/portal-providers';

/** The portal's client context (HeroUI, toasts, queries) for these pages only, not the public site. */
export default function BettingRootLayout({ children }: { children: ReactNode }) {
  return <PortalProviders>{children}</PortalProviders>;
}
