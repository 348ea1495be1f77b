// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPagination, pageItems } from './list-pagination';

afterEach(cleanup);

describe('pageItems', () => {
  it('offers every page of a short list', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers the first, the last and two on each side of the current page, with gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});

describe('ListPagination', () => {
  it('is a list of page buttons with the current page marked, and moves by one or to a page', () => {
    const onChange = vi.fn();
    render(<ListPagination page={3} total={10} onChange={onChange} aria-label="Stránky zápasů" />);
    const list = within(screen.getByRole('navigation', { name: 'Stránky zápasů' })).getByRole('list');
    // Every child of the list is a list item: what a screen reader counts.
    expect([...list.children].map((child) => child.tagName)).toEqual(Array(list.children.length).fill('LI'));
    expect(screen.getByRole('button', { name: 'Stránka 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Stránka 4' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Další stránka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stránka 10' }));
    expect(onChange.mock.calls).toEqual([[4], [10]]);
  });

  it('offers no way before the first page nor after the last', () => {
    render(<ListPagination page={1} total={1} onChange={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Předchozí stránka' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Další stránka' }).disabled).toBe(true);
  });
});
