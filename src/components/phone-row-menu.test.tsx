// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneRowMenu } from './phone-row-menu';

afterEach(cleanup);

describe("a row's phone menu", () => {
  it('is a plain button until pressed, then opens the row\'s actions there and runs the one chosen', async () => {
    const pressed: string[] = [];
    render(
      <PhoneRowMenu
        actions={[
          { label: 'Upravit', onPress: () => pressed.push('edit') },
          { label: 'Smazat', color: 'danger', onPress: () => pressed.push('delete') },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Akce' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    // The menu's code loads with the press (the first import of HeroUI's dropdown here takes seconds).
    const menu = await screen.findByRole('menu', { name: 'Akce' }, { timeout: 10_000 });
    expect(Array.from(menu.querySelectorAll('[role="menuitem"]'), (item) => item.textContent)).toEqual(['Upravit', 'Smazat']);
    // Opened from the dropdown's own trigger, which gets the focus back when the menu closes.
    const dropdownTrigger = screen.getByRole('button', { name: 'Akce', hidden: true });
    expect(dropdownTrigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    // It leaves by its exit animation, which a busy machine can stretch past waitFor's second.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5_000 });
    await waitFor(() => expect(document.activeElement).toBe(dropdownTrigger));

    fireEvent.click(dropdownTrigger);
    await screen.findByRole('menu', { name: 'Akce' });

    fireEvent.click(screen.getByRole('menuitem', { name: 'Smazat' }));
    await waitFor(() => expect(pressed).toEqual(['delete']));
  });
});
