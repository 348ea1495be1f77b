'use client';

import { Badge, Button, Popover, PopoverContent, PopoverTrigger } from '@heroui/react';
import { useState } from 'react';
import { BellIcon } from '@/components/icons';
import { formatAgo } from '@/lib/format';
import { INITIAL_NOTIFICATIONS } from '../../notifications';

/** The admin's notifications button; the badge starts at 3 and clears when read. */
export function NotificationsButton() {
  const [unread, setUnread] = useState(INITIAL_NOTIFICATIONS.length);
  const [openedAt] = useState(() => Date.now());
  return (
    <Popover placement="bottom-end">
      <Badge content={unread} color="danger" size="sm" isInvisible={unread === 0}>
        <PopoverTrigger>
          <Button isIconOnly variant="light" size="sm" aria-label={unread > 0 ? `Oznámení (${unread} nepřečtená)` : 'Oznámení'}>
            <BellIcon />
          </Button>
        </PopoverTrigger>
      </Badge>
      <PopoverContent className="w-80 max-w-[calc(100vw-2rem)] p-0">
        <div className="flex w-full items-center justify-between border-b border-divider px-3 py-2">
          <span className="font-semibold">Oznámení</span>
          <Button size="sm" variant="light" isDisabled={unread === 0} onPress={() => setUnread(0)}>
            Označit vše jako přečtené
          </Button>
        </div>
        <ul className="flex w-full flex-col">
          {INITIAL_NOTIFICATIONS.map((notification, index) => (
            <li key={notification.id} className={`flex flex-col gap-0.5 px-3 py-2 ${index < unread ? 'bg-primary-50 dark:bg-primary-900/20' : ''}`}>
              <span className="text-sm font-medium">{notification.title}</span>
              <span className="text-xs text-default-600">{notification.text}</span>
              <span className="text-xs text-default-400">{formatAgo(new Date(openedAt - notification.minutesAgo * 60_000), new Date(openedAt))}</span>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
