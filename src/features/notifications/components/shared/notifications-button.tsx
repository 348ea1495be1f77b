'use client';

import { Badge } from '@heroui/react';
import { useState } from 'react';
import { BellIcon } from '@/components/icons';
import { PressLoadedOverlay } from '@/components/press-loaded-overlay';
import { INITIAL_NOTIFICATIONS } from '../../notifications';

/** The admin's notifications button; the badge starts at 3 and clears when read. The list loads on first press. */
export function NotificationsButton() {
  const [unread, setUnread] = useState(INITIAL_NOTIFICATIONS.length);
  const [openedAt] = useState(() => Date.now());
  return (
    <Badge content={unread} color="danger" size="sm" isInvisible={unread === 0}>
      <PressLoadedOverlay
        load={() => import('./notifications-popover').then((module) => module.NotificationsPopover)}
        partProps={{ unread, openedAt, onReadAll: () => setUnread(0) }}
        renderTrigger={(props) => (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={unread > 0 ? `Oznámení (${unread} nepřečtená)` : 'Oznámení'}
            className="row-action row-action-icon row-action-light"
            {...props}
          >
            <BellIcon />
          </button>
        )}
      />
    </Badge>
  );
}
