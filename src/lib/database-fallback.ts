import { classifyError } from './errors';

/** The database boundary's titles. */
export const databaseFallbackTitles = {
  limitedUserData: 'Omezený přístup k uživatelským datům',
  limitedData: 'Omezený přístup k datům',
  databaseError: 'Chyba databáze',
} as const;

export type DataScope = 'user-data' | 'data';

export interface DatabaseFallback {
  title: string;
  message: string;
  /** An anonymous visitor refused by the database is offered a way to sign in. */
  offerLogin: boolean;
  /** A refusal will not change on retry; other failures may. */
  canRetry: boolean;
}

/** What the database-permission fallback screen shows for an error of a data query. */
export function databaseFallback(error: unknown, scope: DataScope, isAuthenticated: boolean): DatabaseFallback {
  const classified = classifyError(error);
  if (classified.code === '42501') {
    return {
      title: scope === 'user-data' ? databaseFallbackTitles.limitedUserData : databaseFallbackTitles.limitedData,
      message: isAuthenticated
        ? 'Váš účet k těmto datům nemá přístup. Pokud ho potřebujete, obraťte se na administrátora.'
        : 'Tato data jsou dostupná jen přihlášeným uživatelům.',
      offerLogin: !isAuthenticated,
      canRetry: false,
    };
  }
  return { title: databaseFallbackTitles.databaseError, message: classified.message, offerLogin: false, canRetry: true };
}
