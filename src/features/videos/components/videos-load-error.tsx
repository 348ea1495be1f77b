'use client';

import { Button } from '@heroui/react';
import { videosLoadErrorMessage } from '../load-error';
import { videoMessages } from '../messages';

/** Videos: the failed load of the list, in the words of videosLoadErrorMessage. */
export function VideosLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section role="alert" className="flex flex-col gap-3 rounded-large border border-danger-200 bg-danger-50 p-4">
      <p className="text-danger">{videosLoadErrorMessage(error)}</p>
      <Button size="sm" variant="flat" color="danger" className="self-start" onPress={onRetry}>
        {videoMessages.retry}
      </Button>
    </section>
  );
}
