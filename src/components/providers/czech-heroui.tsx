'use client';

import { HeroUIProvider } from '@heroui/react';
import type { ReactNode } from 'react';
// HeroUI's classes are not in the public stylesheet (the file says why).
import '@/styles/with-heroui.css';

/**
 * HeroUI's locale and styles for a public page's island: the public site has no PortalProviders.
 * Without the locale react-aria would word its hidden labels (a dialog's dismiss button) in the
 * browser's language; without the stylesheet the island's HeroUI components would be unstyled.
 */
export function CzechHeroUI({ children }: { children: ReactNode }) {
  return <HeroUIProvider locale="cs-CZ">{children}</HeroUIProvider>;
}
