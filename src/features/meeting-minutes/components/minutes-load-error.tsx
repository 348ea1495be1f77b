'use client';

import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { meetingMinutesMessages } from '../messages';

/** Spec §8 'Chyba při načítání záznamů' above the database fallback (its reason, retry). */
export function MinutesLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-danger">{meetingMinutesMessages.loadError}</p>
      <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={onRetry} />
    </div>
  );
}
