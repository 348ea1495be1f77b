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
  it('shows the first panel only, the selected tab naming it', () => {
    render(<Tabs label="Kategorie" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Kategorie' })).toBeTruthy();
    expect(tab('Muži').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Muži' });
    expect(panel.textContent).toBe('Tabulka mužů');
    expect(tab('Muži').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Tabulka žen')).toBeNull();
    expect(tab('Ženy').hasAttribute('aria-controls')).toBe(false);
  });

  it('a click selects a tab and shows its panel', () => {
    render(<Tabs label="Kategorie" items={items} />);
    fireEvent.click(tab('Ženy'));
    expect(tab('Ženy').getAttribute('aria-selected')).toBe('true');
    expect(tab('Muži').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Ženy' }).textContent).toBe('Tabulka žen');
    expect(screen.queryByText('Tabulka mužů')).toBeNull();
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
