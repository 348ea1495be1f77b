/** The public menu is built from the page-visibility rows, grouped by category. */
export type PageCategory = 'main' | 'categories' | 'info' | 'admin';

export interface VisiblePage {
  page_title: string;
  page_route: string;
  page_description: string | null;
  category: string;
  sort_order: number;
}

export interface MenuLink {
  title: string;
  href: string;
  /** Shown under the title where the menu has room: a category's ages or league. */
  description?: string;
}

export interface PublicMenu {
  main: MenuLink[];
  /** Shown as the 'Kategorie' dropdown. */
  categories: MenuLink[];
  info: MenuLink[];
}

/** When no rows are visible the menu falls back to these four. */
export const FALLBACK_MENU: PublicMenu = {
  main: [
    { title: 'Domů', href: '/' },
    { title: 'O nás', href: '/about' },
    { title: 'Novinky', href: '/blog' },
    { title: 'Kontakt', href: '/contact' },
  ],
  categories: [],
  info: [],
};

export function buildPublicMenu(pages: VisiblePage[]): PublicMenu {
  // Routes are links, not page switches: rows without a route (home-section toggles) stay out.
  const linkable = pages.filter((page) => page.page_route.startsWith('/'));
  if (linkable.length === 0) return FALLBACK_MENU;
  const sorted = [...linkable].sort((a, b) => a.sort_order - b.sort_order);
  const pick = (category: PageCategory) =>
    sorted
      .filter((page) => page.category === category)
      .map((page) => ({ title: page.page_title, href: page.page_route, ...(page.page_description ? { description: page.page_description } : {}) }));
  return { main: pick('main'), categories: pick('categories'), info: pick('info') };
}
