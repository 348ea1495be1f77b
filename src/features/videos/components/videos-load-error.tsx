'use client';

import { Button } from '@heroui/react';
import { classifyError } from '@/lib/errors';
import { videoMessages } from '../messages';

/** Videos: 'Chyba při načítání videí: {message}', or the missing-table text for 42P01. */
export function VideosLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { code, message } = classifyError(error);
  return (
    <section role="alert" className="flex flex-col gap-3 rounded-large border border-danger-200 bg-danger-50 p-4">
      <p className="text-danger">{code === '42P01' ? videoMessages.tableMissing : videoMessages.loadError(message)}</p>
      <Button size="sm" variant="flat" color="danger" className="self-start" onPress={onRetry}>
        {videoMessages.retry}
      </Button>
    </section>
  );
}
