import { describe, expect, it } from 'vitest';
import { FALLBACK_MENU, buildPublicMenu } from './logic';

describe('public menu from page visibility', () => {
  it('falls back to Domů, O nás, Novinky, Kontakt when no page is visible', () => {
    expect(buildPublicMenu([])).toEqual(FALLBACK_MENU);
    expect(FALLBACK_MENU.main.map((link) => link.title)).toEqual(['Domů', 'O nás', 'Novinky', 'Kontakt']);
  });

  it('groups pages by category in sort order; category pages go to the Kategorie dropdown with their ages or league', () => {
    const menu = buildPublicMenu([
      { page_title: 'Zápasy', page_route: '/matches', page_description: null, category: 'main', sort_order: 2 },
      { page_title: 'Úvod', page_route: '/', page_description: null, category: 'main', sort_order: 1 },
      { page_title: 'Muži', page_route: '/category/men', page_description: '1. liga mužů', category: 'categories', sort_order: 9 },
      { page_title: 'Kontakt', page_route: '/contact', page_description: null, category: 'info', sort_order: 3 },
      { page_title: 'Admin', page_route: '/login', page_description: null, category: 'admin', sort_order: 1 },
    ]);
    expect(menu.main.map((link) => link.href)).toEqual(['/', '/matches']);
    expect(menu.categories).toEqual([{ title: 'Muži', href: '/category/men', description: '1. liga mužů' }]);
    expect(menu.info).toEqual([{ title: 'Kontakt', href: '/contact' }]);
  });

  it('leaves out rows that only switch home sections (no route)', () => {
    const menu = buildPublicMenu([
      { page_title: 'Sponzoři na úvodu', page_route: 'home:sponsors', page_description: null, category: 'main', sort_order: 1 },
      { page_title: 'Úvod', page_route: '/', page_description: null, category: 'main', sort_order: 2 },
    ]);
    expect(menu.main).toEqual([{ title: 'Úvod', href: '/' }]);
  });
});
