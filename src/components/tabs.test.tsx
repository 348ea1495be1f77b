// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const items = [
  { key: 'men', title: 'Muži', panel: <p>Tabulka mužů</p> },
  { key: 'women', title: 'Ženy', panel: <p>Tabulka žen</p> },
  { key: 'youth', title: 'Dorost', panel: <p>Tabulka dorostu</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the public results tabs', () => {
  it('shows the first panel, the others are in the page but hidden', () => {
    render(<Tabs label="Kategorie" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Kategorie' })).toBeTruthy();
    expect(tab('Muži').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Muži' }).textContent).toBe('Tabulka mužů');
    expect(screen.getByText('Tabulka žen').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('a click selects a tab and shows its panel', () => {
    render(<Tabs label="Kategorie" items={items} />);
    fireEvent.click(tab('Ženy'));
    expect(tab('Ženy').getAttribute('aria-selected')).toBe('true');
    expect(tab('Muži').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Ženy' }).textContent).toBe('Tabulka žen');
  });

  it('arrow keys, Home and End move the selection and the focus, wrapping at the ends', () => {
    render(<Tabs label="Kategorie" items={items} />);
    fireEvent.keyDown(tab('Muži'), { key: 'ArrowLeft' });
    expect(tab('Dorost').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Dorost'));
    fireEvent.keyDown(tab('Dorost'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Muži'));
    fireEvent.keyDown(tab('Muži'), { key: 'End' });
    expect(tab('Dorost').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Dorost'), { key: 'Home' });
    expect(tab('Muži').getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the Tab order.
    expect(tab('Ženy').tabIndex).toBe(-1);
  });
});
