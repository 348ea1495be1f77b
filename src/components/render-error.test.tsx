// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderError } from './render-error';

const reload = vi.fn();

// HeroUI's button ripple loads framer-motion's features with a dynamic import and sets state when
// it arrives; loaded up front, it arrives at once instead of after jsdom is gone.
beforeAll(async () => {
  await import('@heroui/dom-animation');
});

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

describe('a render error (spec §8)', () => {
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

describe("a segment's failed load (spec §8 catalogue)", () => {
  it('says what failed to load and offers a retry', () => {
    render(<RenderError error={new Error('An error occurred in the Server Components render.')} loadError="Chyba při načítání zápasů" />);
    expect(screen.getByRole('heading').textContent).toBe('Chyba při načítání zápasů');
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
