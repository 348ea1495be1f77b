'use client';

import { Button } from '@heroui/react';
import { databaseFallback, type DataScope } from '@/lib/database-fallback';
import { LoginRequiredNotice } from './login-required-notice';

interface DatabaseErrorFallbackProps {
  error: unknown;
  /** The feature's own words for the failed load (e.g. 'Chyba při načítání klubů'), said first. */
  loadError?: string;
  scope: DataScope;
  isAuthenticated: boolean;
  onRetry?: () => void;
}

/** What a screen shows instead of its data when the database refused or failed. */
export function DatabaseErrorFallback({ error, loadError, scope, isAuthenticated, onRetry }: DatabaseErrorFallbackProps) {
  const fallback = databaseFallback(error, scope, isAuthenticated);
  return (
    <section role="alert" className="flex flex-col gap-3 rounded-large border border-danger-200 bg-danger-50 p-4">
      {loadError ? <p className="font-medium text-danger">{loadError}</p> : null}
      <h2 className="text-lg font-semibold text-danger">{fallback.title}</h2>
      {fallback.offerLogin ? <LoginRequiredNotice message={fallback.message} /> : <p className="text-sm text-default-700">{fallback.message}</p>}
      {fallback.canRetry && onRetry ? (
        <Button size="sm" variant="flat" color="danger" className="self-start" onPress={onRetry}>
          Zkusit znovu
        </Button>
      ) : null}
    </section>
  );
}
