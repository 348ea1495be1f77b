// @vitest-environment jsdom
import { HeroUIProvider } from '@heroui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneRowMenu, type PhoneRowMenuAction } from './phone-row-menu';

afterEach(cleanup);

/** A row's actions as the menu shows them; each test records which one ran. */
type ShownAction = Omit<PhoneRowMenuAction, 'onPress'>;

const EDIT_AND_DELETE: ShownAction[] = [{ label: 'Upravit' }, { label: 'Smazat', color: 'danger' }];

/**
 * Without animations: jsdom runs framer-motion's exit animation only now and then, and the menu's
 * focus scope hands the focus back only once it has left. The browser journeys see them animated.
 * An action pressed is recorded as its position and label.
 */
function renderMenu(pressed: string[], actions: ShownAction[] = EDIT_AND_DELETE) {
  render(
    <HeroUIProvider disableAnimation>
      <PhoneRowMenu actions={actions.map((action, index) => ({ ...action, onPress: () => pressed.push(`${index}:${action.label}`) }))} />
    </HeroUIProvider>,
  );
}

/** Presses the plain button; the menu's code loads with the press (the first import of HeroUI's dropdown here takes seconds). */
async function openMenu(): Promise<HTMLElement> {
  const trigger = screen.getByRole('button', { name: 'Akce' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(screen.queryByRole('menu')).toBeNull();
  fireEvent.click(trigger);
  return screen.findByRole('menu', { name: 'Akce' }, { timeout: 10_000 });
}

describe("a row's phone menu", () => {
  it("is a plain button until pressed, then opens the row's actions there; Escape closes it and the focus is back on the trigger", async () => {
    renderMenu([]);
    const menu = await openMenu();
    expect(Array.from(menu.querySelectorAll('[role="menuitem"]'), (item) => item.textContent)).toEqual(['Upravit', 'Smazat']);
    // Opened from the dropdown's own trigger, which gets the focus back when the menu closes.
    const dropdownTrigger = screen.getByRole('button', { name: 'Akce', hidden: true });
    expect(dropdownTrigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(dropdownTrigger.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(dropdownTrigger));
  });

  it('runs the action chosen', async () => {
    const pressed: string[] = [];
    renderMenu(pressed);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Smazat' }));
    await waitFor(() => expect(pressed).toEqual(['1:Smazat']));
  });

  it('runs the action chosen when two of a row read the same', async () => {
    const pressed: string[] = [];
    renderMenu(pressed, [{ label: 'Stáhnout' }, { label: 'Stáhnout' }]);
    await openMenu();
    const [, second] = screen.getAllByRole('menuitem', { name: 'Stáhnout' });
    fireEvent.click(second as HTMLElement);
    await waitFor(() => expect(pressed).toEqual(['1:Stáhnout']));
  });
});
