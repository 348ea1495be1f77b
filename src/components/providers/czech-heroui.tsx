'use client';

import { HeroUIProvider } from '@heroui/react';
import type { ReactNode } from 'react';

/**
 * HeroUI's locale for a public page's island: the public site has no PortalProviders, and without
 * this react-aria would word its hidden labels (a dialog's dismiss button) in the browser's language.
 */
export function CzechHeroUI({ children }: { children: ReactNode }) {
  return <HeroUIProvider locale="cs-CZ">{children}</HeroUIProvider>;
}
