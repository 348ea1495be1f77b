import { addToast, getToastQueue } from '@heroui/react';

export type ToastContent = Parameters<typeof addToast>[0];

/**
 * HeroUI's addToast, in a module of its own that lib/toast fetches with the first toast. The queue
 * is made first: addToast drops a toast added before the portal's toast region has mounted, and the
 * region, itself loaded after the page, shows what the queue holds when it mounts.
 */
export function queueToast(toast: ToastContent): void {
  getToastQueue();
  addToast(toast);
}
