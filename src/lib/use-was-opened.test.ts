// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWasOpened } from './use-was-opened';

describe('useWasOpened', () => {
  it('stays false while a dialog has never been opened, so its code is not fetched', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useWasOpened(isOpen), { initialProps: { isOpen: false } });
    rerender({ isOpen: false });
    expect(result.current).toBe(false);
  });

  it('turns true on the first opening and stays true after closing (the exit animation plays)', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useWasOpened(isOpen), { initialProps: { isOpen: false } });
    rerender({ isOpen: true });
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
  });
});
