'use client';

import { Button } from '@heroui/react';

/** A panel's failed load, said in its own words, with a retry; the rest of the page stays usable. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-danger">
      <span>{message}</span>
      <Button size="sm" variant="flat" color="danger" onPress={onRetry}>
        Zkusit znovu
      </Button>
    </div>
  );
}
