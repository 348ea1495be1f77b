// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavingHref, useLeaveGuard } from './use-leave-guard';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockReset();
  document.body.innerHTML = '';
});

const HERE = new URL('https://klub.example/coaches/lineups?match=1');

function clickOn(html: string, init: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body;
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init };
}

describe('leavingHref', () => {
  it('names the in-app page a plain click on a link opens', () => {
    expect(leavingHref(clickOn('<a href="/coaches/matches"><span data-target>Zápasy</span></a>'), HERE)).toBe('/coaches/matches');
    expect(leavingHref(clickOn('<a data-target href="/coaches/lineups?match=2">Jiný</a>'), HERE)).toBe('/coaches/lineups?match=2');
    expect(leavingHref(clickOn('<a data-target href="https://klub.example/blog#novinky">Blog</a>'), HERE)).toBe('/blog#novinky');
  });

  it('is null for what does not leave the sheet or is the browser’s to ask about', () => {
    expect(leavingHref(clickOn('<button data-target>Uložit</button>'), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="/coaches/lineups?match=1#hlavni">Obsah</a>'), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="https://example.org/coaches/matches">Jinde</a>'), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="/x" target="_blank">Nová karta</a>'), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="/x.pdf" download>Stáhnout</a>'), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="/x">Ctrl</a>', { ctrlKey: true }), HERE)).toBeNull();
    expect(leavingHref(clickOn('<a data-target href="/x">Prostřední</a>', { button: 1 }), HERE)).toBeNull();
  });
});

/** Where the screen's link goes: next/link renders the same anchor, and the guard reads the click on it. */
const MATCHES_HREF = '/coaches/matches';

function Screen({ isDirty, onSelect }: { isDirty: boolean; onSelect: () => void }) {
  const leave = useLeaveGuard(isDirty);
  return (
    <>
      <a href={MATCHES_HREF}>Zápasy</a>
      <button type="button" onClick={() => leave.confirm(onSelect)}>
        Jiný zápas
      </button>
      {leave.isAsking ? (
        <div role="dialog">
          <button type="button" onClick={leave.stay}>
            Zrušit
          </button>
          <button type="button" onClick={leave.leave}>
            Odejít
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useLeaveGuard', () => {
  it('with unsaved edits a link waits for the answer: staying goes nowhere, leaving follows it', () => {
    render(<Screen isDirty onSelect={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Zápasy' });
    expect(fireEvent.click(link)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Odejít' }));
    expect(push).toHaveBeenCalledWith('/coaches/matches');
  });

  it('with unsaved edits a guarded change runs only once confirmed; without them at once', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<Screen isDirty onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jiný zápas' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Odejít' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    rerender(<Screen isDirty={false} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jiný zápas' }));
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before the tab is closed or reloaded only while there are unsaved edits', () => {
    const { rerender } = render(<Screen isDirty onSelect={vi.fn()} />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    rerender(<Screen isDirty={false} onSelect={vi.fn()} />);
    expect(unload()).toBe(false);
  });
});
