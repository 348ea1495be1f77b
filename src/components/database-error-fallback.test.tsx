// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseErrorFallback } from './database-error-fallback';

afterEach(cleanup);

const denied = { code: '42501', message: 'permission denied for table clubs' };

describe("a screen's failed load", () => {
  it("says the feature's message first, then the database's reason, with a retry", () => {
    const onRetry = vi.fn();
    render(<DatabaseErrorFallback error={{ code: '08006', message: 'connection failure' }} loadError="Chyba při načítání klubů" scope="data" isAuthenticated onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Chyba při načítání klubůChyba databáze/);
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells a signed-in user without access to ask the administrator, and offers no retry', () => {
    render(<DatabaseErrorFallback error={denied} loadError="Chyba při načítání klubů" scope="data" isAuthenticated onRetry={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('Omezený přístup k datům');
    expect(screen.getByRole('alert').textContent).toContain('obraťte se na administrátora');
    expect(screen.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull();
  });

  it('offers an anonymous visitor to sign in', () => {
    render(<DatabaseErrorFallback error={denied} scope="user-data" isAuthenticated={false} />);
    expect(screen.getByRole('heading').textContent).toBe('Omezený přístup k uživatelským datům');
    expect(screen.getByText('Tato data jsou dostupná jen přihlášeným uživatelům.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toBe('/login');
  });
});
