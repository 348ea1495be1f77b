'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { MenuLink, PublicMenu } from '../logic';
import { CategoryMenu } from './category-menu';

function MenuLinks({ links, onNavigate, withDescriptions = false }: { links: MenuLink[]; onNavigate?: () => void; withDescriptions?: boolean }) {
  return links.map((link) => (
    <Link key={link.href} href={link.href} onClick={onNavigate} className="menu-link">
      {link.title}
      {withDescriptions && link.description ? <span className="text-sm text-default-500">{link.description}</span> : null}
    </Link>
  ));
}

/**
 * Desktop menu with the Kategorie dropdown, and a full-screen menu on small screens.
 * Plain elements styled like HeroUI's: the header hydrates on every public page.
 */
export function PublicNavigation({ menu }: { menu: PublicMenu }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <nav aria-label="Hlavní menu" className="hidden items-center xl:flex 2xl:gap-1">
        <MenuLinks links={menu.main} />
        {menu.categories.length > 0 ? <CategoryMenu links={menu.categories} /> : null}
        <MenuLinks links={menu.info} />
        <Link
          href="/login"
          className="ml-2 inline-flex h-8 min-w-16 items-center justify-center whitespace-nowrap rounded-small bg-primary px-3 text-tiny text-primary-foreground outline-none transition-transform-colors-opacity hover:opacity-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus active:scale-[0.97]"
        >
          Portál
        </Link>
      </nav>
      <button
        type="button"
        aria-label="Otevřít menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="inline-flex h-10 w-10 min-w-10 shrink-0 items-center justify-center rounded-medium bg-transparent text-small text-default-foreground outline-none transition-transform-colors-opacity hover:bg-default/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus active:scale-[0.97] xl:hidden"
      >
        ☰
      </button>
      {isOpen ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background p-6 xl:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <span className="text-lg font-semibold">Menu</span>
            <button
              type="button"
              className="rounded-md px-3 py-2 text-lg hover:bg-default-100"
              aria-label="Zavřít menu"
              onClick={close}
            >
              ✕
            </button>
          </div>
          <nav aria-label="Hlavní menu" className="flex flex-col gap-1 text-lg">
            <MenuLinks links={menu.main} onNavigate={close} />
            {menu.categories.length > 0 ? (
              <p className="mt-4 px-3 text-sm font-semibold uppercase text-default-500">Kategorie</p>
            ) : null}
            <MenuLinks links={menu.categories} onNavigate={close} withDescriptions />
            <MenuLinks links={menu.info} onNavigate={close} />
            <Link
              href="/login"
              onClick={close}
              className="mt-4 rounded-md bg-primary px-3 py-2 text-center text-primary-foreground"
            >
              Portál
            </Link>
          </nav>
        </div>
      ) : null}
    </>
  );
}
