'use client';

import { Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import { useTheme } from 'next-themes';
import type { OverlayPartProps } from '@/components/press-loaded-overlay';
import { THEMES } from './themes';

/** The theme switcher's menu, loaded when the switcher is first pressed. */
export function ThemeMenu({ isOpen, onOpenChange, trigger }: OverlayPartProps) {
  const { theme, setTheme } = useTheme();
  const current = THEMES.find((option) => option.key === theme) ?? THEMES[2];
  return (
    <Dropdown isOpen={isOpen} onOpenChange={onOpenChange}>
      <DropdownTrigger>{trigger}</DropdownTrigger>
      <DropdownMenu aria-label="Motiv vzhledu" selectionMode="single" selectedKeys={[current.key]} onAction={(key) => setTheme(String(key))}>
        {THEMES.map((option) => (
          <DropdownItem key={option.key}>{option.label}</DropdownItem>
        ))}
      </DropdownMenu>
    </Dropdown>
  );
}
