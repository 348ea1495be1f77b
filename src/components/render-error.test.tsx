// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicLoadFailureDigest, type PublicLoadFailure } from '@/lib/public-load-failure';
import { RenderError } from './render-error';

const reload = vi.fn();

/** A server page's error as the browser gets it in production: a generic message and the digest. */
const serverError = (failure: PublicLoadFailure) =>
  Object.assign(new Error('An error occurred in the Server Components render. The specific message is omitted in production builds.'), {
    digest: publicLoadFailureDigest(failure),
  });
const limitedAccess = { title: 'Omezený přístup k datům', message: 'Tato data jsou dostupná jen přihlášeným uživatelům.' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  reload.mockReset();
});

describe('a render error', () => {
  it("shows 'Something went wrong' and reloads on 'Refresh Page'", () => {
    render(<RenderError error={new Error('boom')} />);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload by itself', () => {
    render(<RenderError error={new Error('boom')} />);
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a stale chunk after 1 s', () => {
    const error = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    render(<RenderError error={error} />);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a failed dynamic import as a stale chunk', () => {
    render(<RenderError error={new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js')} />);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a public page whose read failed (it names what failed)', () => {
  it('says which load failed and offers a retry', () => {
    render(<RenderError error={serverError({ message: 'Chyba při načítání aktivní sezóny' })} unexpectedError="Nečekaná chyba při načítání článků" />);
    expect(screen.getByRole('heading').textContent).toBe('Chyba při načítání aktivní sezóny');
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is 'Something went wrong' when the feature has no words for the load", () => {
    render(<RenderError error={serverError({})} />);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });

  it("shows the segment's words for an unexpected failure when no load is named", () => {
    render(<RenderError error={new Error('An error occurred in the Server Components render.')} unexpectedError="Nečekaná chyba při načítání článků" />);
    expect(screen.getByRole('heading').textContent).toBe('Nečekaná chyba při načítání článků');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });
});

describe('an anonymous visitor refused by the database', () => {
  it('gets the limited-access fallback with a login link instead of a retry', () => {
    render(<RenderError error={serverError({ message: 'Chyba při načítání článků', limitedAccess })} />);
    expect(screen.getByRole('heading').textContent).toBe('Chyba při načítání článků');
    expect(screen.getByText('Omezený přístup k datům')).toBeTruthy();
    expect(screen.getByText('Tato data jsou dostupná jen přihlášeným uživatelům.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is titled by the fallback when the load has no words of its own', () => {
    render(<RenderError error={serverError({ limitedAccess })} />);
    expect(screen.getByRole('heading').textContent).toBe('Omezený přístup k datům');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toBeTruthy();
  });

  it('is never taken for a stale chunk', () => {
    render(<RenderError error={Object.assign(serverError({ limitedAccess }), { name: 'ChunkLoadError' })} />);
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
