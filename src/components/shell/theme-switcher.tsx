'use client';

import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import { useTheme } from 'next-themes';
import { useIsClient } from '@/lib/use-browser-storage';

const THEMES = [
  { key: 'light', label: 'Světlý', icon: '☀' },
  { key: 'dark', label: 'Tmavý', icon: '☾' },
  { key: 'system', label: 'Podle systému', icon: '◐' },
] as const;

/** Light, dark or system (default), remembered by next-themes in browser storage. */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render a neutral label until then.
  const isMounted = useIsClient();
  const current = THEMES.find((option) => option.key === theme) ?? THEMES[2];
  return (
    <Dropdown>
      <DropdownTrigger>
        {/* Named by its content, so the spoken name contains the visible one (WCAG 2.5.3). */}
        <Button variant="light" size="sm" className="min-w-0 px-2">
          <span className="sr-only">Motiv vzhledu: </span>
          <span aria-hidden>{isMounted ? current.icon : THEMES[2].icon}</span>
          {/* On a phone the top bar has room for the symbol only. */}
          <span className="hidden sm:inline">{isMounted ? current.label : 'Motiv'}</span>
        </Button>
      </DropdownTrigger>
      <DropdownMenu
        aria-label="Motiv vzhledu"
        selectionMode="single"
        selectedKeys={isMounted ? [current.key] : []}
        onAction={(key) => setTheme(String(key))}
      >
        {THEMES.map((option) => (
          <DropdownItem key={option.key}>{option.label}</DropdownItem>
        ))}
      </DropdownMenu>
    </Dropdown>
  );
}
