import { describe, expect, it } from 'vitest';
import { databaseFallback } from './database-fallback';

const denied = { code: '42501', message: 'permission denied for table members' };

describe('database permission fallback', () => {
  it('titles a refusal on user data and on other data', () => {
    expect(databaseFallback(denied, 'user-data', true).title).toBe('Omezený přístup k uživatelským datům');
    expect(databaseFallback(denied, 'data', true).title).toBe('Omezený přístup k datům');
  });

  it('offers an anonymous visitor to sign in, and nobody a pointless retry', () => {
    expect(databaseFallback(denied, 'data', false)).toMatchObject({ offerLogin: true, canRetry: false });
    expect(databaseFallback(denied, 'data', true)).toMatchObject({ offerLogin: false, canRetry: false });
  });

  it('calls any other failure a database error with its Czech message and a retry', () => {
    expect(databaseFallback({ code: '23505', message: 'duplicate key' }, 'data', true)).toEqual({
      title: 'Chyba databáze',
      message: 'Záznam již existuje.',
      offerLogin: false,
      canRetry: true,
    });
  });
});
