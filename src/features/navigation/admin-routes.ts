import type { BreadcrumbTrail } from '@/components/shell/portal-breadcrumb';
/**
 * The admin sidebar's registry: private, non-hidden admin routes in five groups.
 * A section appears here only once its screen exists, so the sidebar never leads nowhere.
 */
export type AdminRouteGroup = 'team' | 'users' | 'members' | 'club' | 'other';

export interface AdminRoute {
  href: string;
  title: string;
  description: string;
  group: AdminRouteGroup;
}

export const adminRouteGroups: Record<AdminRouteGroup, string> = {
  team: 'Správa týmů',
  users: 'Správa uživatelů',
  members: 'Správa členů',
  club: 'Správa klubu',
  other: 'Ostatní',
};

export const adminRoutes: AdminRoute[] = [
  { href: '/admin', title: 'Dashboard', description: 'Přehled klubu', group: 'other' },
  { href: '/admin/matches', title: 'Zápasy', description: 'Rozpis, výsledky, import a tabulky', group: 'team' },
  { href: '/admin/categories', title: 'Kategorie', description: 'Věkové kategorie oddílu', group: 'team' },
  { href: '/admin/clubs', title: 'Kluby', description: 'Kluby soutěží, loga a náš klub', group: 'team' },
  { href: '/admin/club-categories', title: 'Týmy', description: 'Kluby a jejich týmy v kategoriích a sezónách', group: 'team' },
  { href: '/admin/seasons', title: 'Sezóny', description: 'Sezóny, aktivní sezóna a uzavření', group: 'team' },
  { href: '/admin/committees', title: 'Komise', description: 'Komise klubu a jejich pořadí', group: 'club' },
  { href: '/admin/club-config', title: 'Nastavení klubu', description: 'Údaje klubu, stránky a sekce webu', group: 'club' },
  { href: '/admin/posts', title: 'Články', description: 'Novinky webu: koncepty, publikování a archiv', group: 'club' },
  { href: '/admin/photo-gallery', title: 'Fotogalerie', description: 'Alba, nahrávání fotografií a jejich pořadí', group: 'club' },
  { href: '/admin/sponsorship', title: 'Partneři', description: 'Hlavní, obchodní a mediální partneři', group: 'club' },
  { href: '/admin/members', title: 'Členové', description: 'Registr členů, vztahy ke klubům a půjčky hráčů', group: 'members' },
  { href: '/admin/member-functions', title: 'Funkce členů', description: 'Funkce, které mohou členové zastávat', group: 'members' },
  { href: '/admin/announcements', title: 'Oznámení', description: 'E-maily hráčům, rodičům a trenérům kategorie nebo celého klubu', group: 'members' },
  { href: '/admin/users', title: 'Uživatelé', description: 'Účty, blokování a historie přihlášení', group: 'users' },
  { href: '/admin/user-roles', title: 'Role uživatelů', description: 'Administrátoři a trenéři s jejich kategoriemi', group: 'users' },
  { href: '/admin/videos', title: 'Videa', description: 'Videotéka zápasů a tréninků z YouTube', group: 'club' },
  { href: '/admin/grant-calendar', title: 'Kalendář dotací', description: 'Termíny dotací v průběhu roku', group: 'club' },
  { href: '/admin/meeting-minutes', title: 'Zápisy ze schůzí', description: 'Zápisy, účastníci a přílohy schůzí', group: 'club' },
  { href: '/admin/auth-debug', title: 'Stav přihlášení', description: 'Vaše relace a oprávnění podle serveru a prohlížeče', group: 'other' },
];

/** The top bar's title for a path: the longest registered prefix, Dashboard by default. */
export function findAdminRoute(pathname: string): AdminRoute {
  const matches = adminRoutes.filter((route) => pathname === route.href || pathname.startsWith(`${route.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0] ?? { href: '/admin', title: 'Dashboard', description: '', group: 'other' };
}

/** The admin portal's breadcrumb: its sections named as in the sidebar. */
export const adminBreadcrumbTrail: BreadcrumbTrail = { root: { href: '/admin', title: 'Administrace' }, pages: adminRoutes };
