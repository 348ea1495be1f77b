// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSuccess, showWarning } from '@/lib/toast';
import { COPY_CONFIRMATION_MS, useCopyVideoUrl } from './use-copy-video-url';

vi.mock('@/lib/toast', () => ({ showSuccess: vi.fn(), showWarning: vi.fn() }));

const URL = 'https://youtu.be/kJQP7kiw5Fk';
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('copying a video’s URL', () => {
  it('puts the URL on the clipboard, confirms it, and the confirmation resets after 2 s', async () => {
    writeText.mockResolvedValue();
    const { result } = renderHook(() => useCopyVideoUrl(URL));
    await act(() => result.current.copy());
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(showSuccess).toHaveBeenCalledWith('URL videa zkopírována do schránky');
    expect(result.current.isCopied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1);
    });
    expect(result.current.isCopied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.isCopied).toBe(false);
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('says the copy failed when the browser refuses, and confirms nothing', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { result } = renderHook(() => useCopyVideoUrl(URL));
    await act(() => result.current.copy());
    expect(showWarning).toHaveBeenCalledWith('Nepodařilo se zkopírovat URL');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(result.current.isCopied).toBe(false);
  });
});
