'use client';

import { Button, Popover, PopoverContent, PopoverTrigger } from '@heroui/react';
import type { OverlayPartProps } from '@/components/press-loaded-overlay';
import { formatAgo } from '@/lib/format';
import { INITIAL_NOTIFICATIONS } from '../../notifications';

interface NotificationsPopoverProps extends OverlayPartProps {
  /** How many of the notifications, from the newest, are unread. */
  unread: number;
  /** When the page opened: the notifications' ages count from it. */
  openedAt: number;
  onReadAll: () => void;
}

/** The notifications list, loaded when the bell is first pressed. */
export function NotificationsPopover({ isOpen, onOpenChange, trigger, unread, openedAt, onReadAll }: NotificationsPopoverProps) {
  return (
    <Popover placement="bottom-end" isOpen={isOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger>{trigger}</PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-2rem)] p-0">
        <div className="flex w-full items-center justify-between border-b border-divider px-3 py-2">
          <span className="font-semibold">Oznámení</span>
          <Button size="sm" variant="light" isDisabled={unread === 0} onPress={onReadAll}>
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
