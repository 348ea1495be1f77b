'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * Client-side context for every page: the theme only (default system, persisted). It is all the
 * public site needs; the portals' heavier context (HeroUI, toasts, queries) is PortalProviders,
 * so a visitor's browser never downloads it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme">
      {children}
    </ThemeProvider>
  );
}
