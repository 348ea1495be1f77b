'use client';

import { Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import type { OverlayPartProps } from './press-loaded-overlay';

export interface MenuDropdownItem {
  key: string;
  label: string;
  /** Destructive or leaving (delete, sign out): written in the danger colour. */
  isDanger?: boolean;
}

/** What the menu needs besides the overlay's state and trigger. */
interface MenuDropdownPartProps {
  /** The menu's spoken name. */
  label: string;
  items: MenuDropdownItem[];
  onAction: (key: string) => void;
}

/** A menu of a few items under its trigger, loaded with the trigger's first press (PressLoadedOverlay). */
export function MenuDropdown({ isOpen, onOpenChange, trigger, label, items, onAction }: OverlayPartProps & MenuDropdownPartProps) {
  return (
    <Dropdown placement="bottom-end" isOpen={isOpen} onOpenChange={onOpenChange}>
      <DropdownTrigger>{trigger}</DropdownTrigger>
      <DropdownMenu aria-label={label} items={items} onAction={(key) => onAction(String(key))}>
        {(item) => (
          <DropdownItem key={item.key} color={item.isDanger ? 'danger' : 'default'}>
            {item.label}
          </DropdownItem>
        )}
      </DropdownMenu>
    </Dropdown>
  );
}
