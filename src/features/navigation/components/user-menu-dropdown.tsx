'use client';

import { Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import type { OverlayPartProps } from '@/components/press-loaded-overlay';

interface UserMenuDropdownProps extends OverlayPartProps {
  items: { key: string; label: string }[];
  onAction: (key: string) => void;
}

/** The user menu's items, loaded when the menu is first pressed; "Odhlásit" in the danger colour. */
export function UserMenuDropdown({ isOpen, onOpenChange, trigger, items, onAction }: UserMenuDropdownProps) {
  return (
    <Dropdown placement="bottom-end" isOpen={isOpen} onOpenChange={onOpenChange}>
      <DropdownTrigger>{trigger}</DropdownTrigger>
      <DropdownMenu aria-label="Uživatelské menu" onAction={(key) => onAction(String(key))} items={items}>
        {(item) => (
          <DropdownItem key={item.key} color={item.key === 'logout' ? 'danger' : 'default'}>
            {item.label}
          </DropdownItem>
        )}
      </DropdownMenu>
    </Dropdown>
  );
}
