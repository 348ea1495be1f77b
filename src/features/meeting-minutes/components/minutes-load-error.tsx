'use client';

import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { meetingMinutesMessages } from '../messages';

/** 'Chyba při načítání záznamů' above the database fallback (its reason, retry). */
export function MinutesLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <DatabaseErrorFallback error={error} loadError={meetingMinutesMessages.loadError} scope="data" isAuthenticated onRetry={onRetry} />
  );
}
