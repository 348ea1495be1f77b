'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * The colour theme (default system, persisted). Its inline script sets the class before the page
 * paints, so under the Content-Security-Policy it needs the request's nonce on pages rendered per
 * request; a page from the full-route cache passes none (its policy lists the script's hash).
 * It lives in each area's layout, not the root one, because only those know which case they are.
 */
export function ThemeScope({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" nonce={nonce}>
      {children}
    </ThemeProvider>
  );
}
