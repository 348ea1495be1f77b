'use client';

import { useTheme } from 'next-themes';
import { PressLoadedOverlay } from '@/components/press-loaded-overlay';
import { useIsClient } from '@/lib/use-browser-storage';
import { THEMES } from './themes';

/** Light, dark or system (default), remembered by next-themes in browser storage; the menu loads on first press. */
export function ThemeSwitcher() {
  const { theme } = useTheme();
  // The stored theme is only known in the browser; render a neutral label until then.
  const isMounted = useIsClient();
  const current = (isMounted ? THEMES.find((option) => option.key === theme) : undefined) ?? THEMES[2];
  return (
    <PressLoadedOverlay
      load={() => import('./theme-menu').then((module) => module.ThemeMenu)}
      partProps={{}}
      renderTrigger={(props) => (
        // Named by its content, so the spoken name contains the visible one (WCAG 2.5.3).
        <button type="button" aria-haspopup="menu" className="row-action row-action-light min-w-0 px-2" {...props}>
          <span className="sr-only">Motiv vzhledu: </span>
          <span aria-hidden>{current.icon}</span>
          {/* On a phone the top bar has room for the symbol only. */}
          <span className="hidden sm:inline">{isMounted ? current.label : 'Motiv'}</span>
        </button>
      )}
    />
  );
}
