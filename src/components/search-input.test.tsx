// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => screen.getByLabelText<HTMLInputElement>('Hledat');

describe('a list’s search box', () => {
  it('asks once typing pauses for 300 ms, with the trimmed text', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Hledat" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: ' derby ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('derby');
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('keeps what is being typed when its own search comes back, and shows a search cleared from outside', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchInput label="Hledat" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'derby ' } });
    rerender(<SearchInput label="Hledat" value="derby" onSearch={onSearch} />);
    expect(box().value).toBe('derby ');
    rerender(<SearchInput label="Hledat" value="" onSearch={onSearch} />);
    expect(box().value).toBe('');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
