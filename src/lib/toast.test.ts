// @vitest-environment jsdom
import { getToastQueue } from '@heroui/react';
import { describe, expect, it } from 'vitest';
import { showSuccess, TOAST_DURATIONS } from './toast';

describe('toasts raised before the toast region has mounted', () => {
  it('are queued for the region, not dropped (HeroUI code is fetched with the first toast)', async () => {
    showSuccess('Uloženo');
    // The queue is read only once lib/toast has fetched its module and added the toast: reading it
    // earlier would create it and hide a toast being dropped.
    await import('./toast-queue');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToastQueue().visibleToasts.map((toast) => toast.content)).toEqual([
      expect.objectContaining({ description: 'Uloženo', color: 'success', timeout: TOAST_DURATIONS.success }),
    ]);
  });
});
