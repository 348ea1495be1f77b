// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect, type FilterOption } from './filter-select';

const SEXES: FilterOption[] = [
  { value: 'all', label: 'Obě pohlaví' },
  { value: 'male', label: 'Muž' },
  { value: 'female', label: 'Žena' },
];

let hydrated: Root | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  document.body.innerHTML = '';
  cleanup();
});

const field = () => screen.getByLabelText<HTMLSelectElement>('Pohlaví');

/** The server's HTML in the page, as the browser shows it before the page's script has run. */
function serverRendered(value: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FilterSelect label="Pohlaví" value={value} options={SEXES} onChange={() => undefined} />);
  document.body.append(container);
  return container;
}

describe('a list filter', () => {
  it('passes on the choice the user picks', () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Pohlaví" value="all" options={SEXES} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: 'female' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('female');
  });

  it('applies a choice picked before the page came alive, once it has', () => {
    const container = serverRendered('all');
    field().value = 'male';
    const onChange = vi.fn();
    act(() => {
      hydrated = hydrateRoot(container, <FilterSelect label="Pohlaví" value="all" options={SEXES} onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('male');
  });

  it('asks nothing when the page comes alive with the choice it was sent', () => {
    const container = serverRendered('female');
    const onChange = vi.fn();
    act(() => {
      hydrated = hydrateRoot(container, <FilterSelect label="Pohlaví" value="female" options={SEXES} onChange={onChange} />);
    });
    expect(field().value).toBe('female');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a filter whose option has not loaded yet instead of taking the first option shown for it', () => {
    const onChange = vi.fn();
    // A category from the address, before the categories have arrived: only "all" is there.
    render(<FilterSelect label="Pohlaví" value="u-category" options={SEXES.slice(0, 1)} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });
});
