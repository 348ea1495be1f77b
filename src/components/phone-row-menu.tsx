'use client';

import { PressLoadedOverlay } from './press-loaded-overlay';

export interface PhoneRowMenuAction {
  label: string;
  color?: 'default' | 'primary' | 'danger' | 'success' | 'warning';
  onPress: () => void;
}

/**
 * A row's actions in one menu, for phones. A list has one per row, and HeroUI's dropdown (trigger,
 * popover, menu collection) would cost every list page its render on the server and its hydration
 * in the browser for menus a visitor on a computer never sees and one on a phone opens once or
 * twice: the menu's code comes with the first press.
 */
export function PhoneRowMenu({ actions }: { actions: PhoneRowMenuAction[] }) {
  return (
    <PressLoadedOverlay
      load={() => import('./menu-dropdown').then((module) => module.MenuDropdown)}
      partProps={{
        label: 'Akce',
        // Keyed by position, not by label: two actions may read the same (the same verb on two things).
        items: actions.map((action, index) => ({ key: String(index), label: action.label, isDanger: action.color === 'danger' })),
        onAction: (key) => actions[Number(key)]?.onPress(),
      }}
      renderTrigger={(props) => (
        <button type="button" aria-label="Akce" aria-haspopup="menu" className="row-action row-action-icon row-action-default" {...props}>
          ⋯
        </button>
      )}
    />
  );
}
