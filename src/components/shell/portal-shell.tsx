'use client';

import { Button } from '@heroui/react';
import { useState, type ReactNode } from 'react';

interface PortalShellProps {
  /** Sidebar title and links. */
  sidebar: ReactNode;
  topBar: ReactNode;
  children: ReactNode;
}

/**
 * Sidebar + top bar layout shared by the admin and coach portals. Below 1024 px the sidebar
 * becomes a slide-over opened from the top bar.
 */
export function PortalShell({ sidebar, topBar, children }: PortalShellProps) {
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-64 shrink-0 border-r border-divider bg-content1 lg:block">{sidebar}</aside>
      {isMobileOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true">
          <button type="button" className="absolute inset-0 bg-black/40" aria-label="Zavřít menu" onClick={() => setIsMobileOpen(false)} />
          <aside className="relative h-full w-72 bg-content1 shadow-xl" onClick={() => setIsMobileOpen(false)}>
            {sidebar}
          </aside>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-2 border-b border-divider px-4 py-2">
          <Button isIconOnly variant="light" className="lg:hidden" aria-label="Otevřít menu" onPress={() => setIsMobileOpen(true)}>
            ☰
          </Button>
          {topBar}
        </header>
        <main className="flex-1 p-4 lg:p-6">{children}</main>
      </div>
    </div>
  );
}
