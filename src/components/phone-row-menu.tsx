'use client';

import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import { useEffect, useRef, useState } from 'react';

export interface PhoneRowMenuAction {
  label: string;
  color?: 'default' | 'primary' | 'danger' | 'success' | 'warning';
  onPress: () => void;
}

/**
 * A row's actions in one menu, for phones. Until it is first pressed it is a plain button: a list
 * has one per row, and HeroUI's dropdown (trigger, popover, menu collection) cost every list page
 * its render on the server and its hydration in the browser for menus a visitor on a computer never
 * sees and one on a phone opens once or twice. Pressed, the dropdown takes the button's place, is
 * focused, and opens there, so closing it returns the focus to the row's trigger.
 */
export function PhoneRowMenu({ actions }: { actions: PhoneRowMenuAction[] }) {
  const [isArmed, setArmed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isArmed) return;
    // The focus first, then the menu: the menu keeps whatever holds the focus when it opens as the
    // place to return it to, and the dropdown's trigger exists only from this render on.
    trigger.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening waits for the focus above
    setOpen(true);
  }, [isArmed]);

  if (!isArmed) {
    return (
      <button type="button" aria-label="Akce" aria-haspopup="menu" aria-expanded={false} className="row-action row-action-icon row-action-default" onClick={() => setArmed(true)}>
        ⋯
      </button>
    );
  }
  return (
    <Dropdown placement="bottom-end" isOpen={isOpen} onOpenChange={setOpen}>
      <DropdownTrigger>
        <Button ref={trigger} size="sm" variant="flat" isIconOnly aria-label="Akce">
          ⋯
        </Button>
      </DropdownTrigger>
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
