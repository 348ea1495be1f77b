'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { MenuLink } from '../logic';

/** HeroUI's light button, as plain classes: the public header needs its look, not its code. */
const TRIGGER_CLASSES =
  'inline-flex h-10 min-w-20 items-center justify-center gap-2 whitespace-nowrap rounded-medium bg-transparent px-4 text-small text-default-foreground outline-none transition-transform-colors-opacity hover:bg-default/40 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus active:scale-[0.97] aria-expanded:scale-[0.97] aria-expanded:opacity-70 motion-reduce:transition-none';

/**
 * The desktop header's Kategorie menu: a disclosure of links with each category's ages
 * or league. Escape, a click elsewhere or focus leaving closes it.
 */
export function CategoryMenu({ links }: { links: MenuLink[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      trigger.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={TRIGGER_CLASSES}
      >
        Kategorie ▾
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute left-1/2 top-full z-50 mt-[7px] flex w-max min-w-[200px] -translate-x-1/2 flex-col gap-0.5 rounded-large bg-content1 p-2 text-small shadow-medium"
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => setIsOpen(false)}
              className="menu-item group"
            >
              <span className="menu-item-title">{link.title}</span>
              {link.description ? (
                <span className="menu-item-description">{link.description}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
