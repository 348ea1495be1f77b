'use client';

import { Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import type { PhoneRowMenuAction } from './phone-row-menu';
import type { OverlayPartProps } from './press-loaded-overlay';

/** A row's phone menu, loaded when it is first pressed. */
export function RowActionsDropdown({ isOpen, onOpenChange, trigger, actions }: OverlayPartProps & { actions: PhoneRowMenuAction[] }) {
  return (
    <Dropdown placement="bottom-end" isOpen={isOpen} onOpenChange={onOpenChange}>
      <DropdownTrigger>{trigger}</DropdownTrigger>
      <DropdownMenu aria-label="Akce" items={actions} onAction={(key) => actions.find((action) => action.label === key)?.onPress()}>
        {(action) => (
          <DropdownItem key={action.label} color={action.color === 'danger' ? 'danger' : 'default'}>
            {action.label}
          </DropdownItem>
        )}
      </DropdownMenu>
    </Dropdown>
  );
}
