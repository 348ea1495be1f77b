import type { BreadcrumbTrail } from '@/components/shell/portal-breadcrumb';

/** The coach portal's sidebar; a section appears once its screen exists. */
export interface CoachRoute {
  href: string;
  title: string;
}

export const coachRoutes: CoachRoute[] = [
  { href: '/coaches/dashboard', title: 'Přehled' },
  { href: '/coaches/matches', title: 'Zápasy' },
  { href: '/coaches/lineups', title: 'Sestavy' },
  { href: '/coaches/attendance', title: 'Docházka' },
  { href: '/coaches/statistics', title: 'Statistiky' },
  { href: '/coaches/videos', title: 'Videa' },
  { href: '/coaches/announcements', title: 'Oznámení' },
  { href: '/coaches/meeting-minutes', title: 'Zápisy ze schůzí' },
];

/** Browser-storage key remembering the collapsed sidebar ("under a coaches key"). */
export const COACH_SIDEBAR_STORAGE_KEY = 'coaches-sidebar-collapsed';

/** The coach portal's breadcrumb: its first page is the dashboard, the other sections as in the sidebar. */
export const coachBreadcrumbTrail: BreadcrumbTrail = { root: { href: '/coaches/dashboard', title: 'Trenérský portál' }, pages: coachRoutes };
