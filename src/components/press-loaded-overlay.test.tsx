// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PressLoadedOverlay, type OverlayPartProps } from './press-loaded-overlay';

afterEach(cleanup);

/** An overlay part as a test can read it: the trigger it was given, and whether it is open. */
function Part({ isOpen, trigger, note }: OverlayPartProps & { note: string }) {
  return (
    <div>
      {trigger}
      {isOpen ? <p role="status">{note}</p> : null}
    </div>
  );
}

describe('an overlay loaded on its first press', () => {
  it('loads on the press, keeps the trigger, focuses it and opens; a press that cannot load changes nothing and the next tries again', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Part);
    };
    render(<PressLoadedOverlay load={load} partProps={{ note: 'Otevřeno' }} renderTrigger={(props) => <button type="button" {...props}>Menu</button>} />);

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(loads).toBe(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('status')).textContent).toBe('Otevřeno');
    expect(loads).toBe(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('fetches its code when a pointer is over the trigger or the focus is on it, and opens only when pressed', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(Part);
    };
    render(<PressLoadedOverlay load={load} partProps={{ note: 'Otevřeno' }} renderTrigger={(props) => <button type="button" {...props}>Menu</button>} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('status')).textContent).toBe('Otevřeno');
  });
});
