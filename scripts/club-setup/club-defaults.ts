import type { TablesInsert } from '../../src/lib/supabase/database.types';

/**
 * What every club of the sport starts with: the ten Národní házená categories, youngest first as
 * the menu lists them, with the age each takes (the same rows the demo seed has), and the page
 * visibility rows the public menu and the home page's sections are built from.
 */
export type CategoryDefinition = Required<Pick<TablesInsert<'categories'>, 'slug' | 'name' | 'description' | 'age_group' | 'gender' | 'sort_order'>>;

export const NH_CATEGORIES: readonly CategoryDefinition[] = [
  { slug: 'youngest-kids', name: 'Kuřátka', description: 'Nejmladší se zájmem o pohyb', age_group: 'kids', gender: 'mixed', sort_order: 1 },
  { slug: 'prep-kids', name: 'Přípravka', description: 'Děti 5-10 let, turnajové kategorie', age_group: 'kids', gender: 'mixed', sort_order: 2 },
  { slug: 'younger-boys', name: 'Mladší žáci', description: 'Kluci 9-12 let', age_group: 'youth', gender: 'male', sort_order: 3 },
  { slug: 'younger-girls', name: 'Mladší žákyně', description: 'Děvčata 9-12 let', age_group: 'youth', gender: 'female', sort_order: 4 },
  { slug: 'older-boys', name: 'Starší žáci', description: 'Kluci 12-15 let', age_group: 'youth', gender: 'male', sort_order: 5 },
  { slug: 'older-girls', name: 'Starší žákyně', description: 'Děvčata 12-15 let', age_group: 'youth', gender: 'female', sort_order: 6 },
  { slug: 'junior-boys', name: 'Dorostenci', description: 'Junioři 15-18 let', age_group: 'juniors', gender: 'male', sort_order: 7 },
  { slug: 'junior-girls', name: 'Dorostenky', description: 'Juniorky 15-18 let', age_group: 'juniors', gender: 'female', sort_order: 8 },
  { slug: 'men', name: 'Muži', description: '1. liga mužů', age_group: 'adults', gender: 'male', sort_order: 9 },
  { slug: 'women', name: 'Ženy', description: 'Oblastní liga žen', age_group: 'adults', gender: 'female', sort_order: 10 },
];

export type PageDefinition = Required<Pick<TablesInsert<'page_visibility'>, 'page_key' | 'page_title' | 'page_route' | 'page_description' | 'category' | 'sort_order'>>;

const SITE_PAGES: readonly PageDefinition[] = [
  { page_key: 'home', page_title: 'Úvod', page_route: '/', page_description: null, category: 'main', sort_order: 1 },
  { page_key: 'blog', page_title: 'Novinky', page_route: '/blog', page_description: null, category: 'main', sort_order: 3 },
  { page_key: 'matches', page_title: 'Zápasy', page_route: '/matches', page_description: null, category: 'main', sort_order: 4 },
  { page_key: 'photo-gallery', page_title: 'Fotogalerie', page_route: '/photo-gallery', page_description: null, category: 'main', sort_order: 5 },
  { page_key: 'chronicle', page_title: 'Kronika', page_route: '/chronicle', page_description: null, category: 'info', sort_order: 10 },
  { page_key: 'downloads', page_title: 'Dokumenty', page_route: '/downloads', page_description: null, category: 'info', sort_order: 11 },
  { page_key: 'contact', page_title: 'Kontakt', page_route: '/contact', page_description: null, category: 'info', sort_order: 12 },
  { page_key: 'about', page_title: 'O oddílu', page_route: '/about', page_description: null, category: 'info', sort_order: 13 },
  { page_key: 'celebration', page_title: '100 let', page_route: '/100', page_description: null, category: 'info', sort_order: 14 },
  { page_key: 'admin', page_title: 'Admin', page_route: '/login', page_description: null, category: 'admin', sort_order: 20 },
  { page_key: 'section-club-highlight', page_title: 'Oddíl v kostce', page_route: 'section:club-highlight', page_description: null, category: 'sections', sort_order: 30 },
  { page_key: 'section-sponsors', page_title: 'Partneři na úvodní stránce', page_route: 'section:sponsors', page_description: null, category: 'sections', sort_order: 31 },
  { page_key: 'section-call-to-action', page_title: 'Přidej se k nám', page_route: 'section:call-to-action', page_description: null, category: 'sections', sort_order: 32 },
];

/** A category's own page follows its category: same name, description and order. */
export const DEFAULT_PAGES: readonly PageDefinition[] = [
  ...SITE_PAGES,
  ...NH_CATEGORIES.map((category) => ({
    page_key: `category-${category.slug}`,
    page_title: category.name,
    page_route: `/category/${category.slug}`,
    page_description: category.description,
    category: 'categories',
    sort_order: 100 + category.sort_order,
  })),
];
