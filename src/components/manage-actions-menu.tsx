'use client';

import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';

const MANAGE_ACTIONS = ['edit', 'toggle-active', 'delete'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

interface ManageActionsMenuProps {
  /** Names the item, e.g. 'Akce videa Derby': the menu and its button are told apart by it. */
  label: string;
  /** Offers 'Deaktivovat' for an active item, 'Aktivovat' for an inactive one. */
  isActive: boolean;
  onAction: (action: ManageAction) => void;
  variant?: 'flat' | 'light';
}

/** The ⋯ menu of a card that can be edited, (de)activated and deleted; the caller confirms the delete. */
export function ManageActionsMenu({ label, isActive, onAction, variant = 'flat' }: ManageActionsMenuProps) {
  return (
    <Dropdown placement="bottom-end">
      <DropdownTrigger>
        <Button size="sm" variant={variant} isIconOnly aria-label={label}>
          ⋯
        </Button>
      </DropdownTrigger>
      <DropdownMenu
        aria-label={label}
        onAction={(key) => {
          const action = MANAGE_ACTIONS.find((candidate) => candidate === key);
          if (action) onAction(action);
        }}
      >
        <DropdownItem key="edit">Upravit</DropdownItem>
        <DropdownItem key="toggle-active">{isActive ? 'Deaktivovat' : 'Aktivovat'}</DropdownItem>
        <DropdownItem key="delete" color="danger" className="text-danger">
          Smazat
        </DropdownItem>
      </DropdownMenu>
    </Dropdown>
  );
}
