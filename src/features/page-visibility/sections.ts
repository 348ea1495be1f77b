import type { VisiblePage } from './logic';

/** Home-page sections an admin can hide; their rows carry 'section:<name>' routes. */
export const HOME_SECTIONS = ['club-highlight', 'sponsors', 'call-to-action'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The sections to render: a hidden (or missing) row means the section is not rendered at all. */
export function visibleHomeSections(pages: Pick<VisiblePage, 'page_route'>[]): Set<HomeSection> {
  const routes = new Set(pages.map((page) => page.page_route));
  return new Set(HOME_SECTIONS.filter((section) => routes.has(`section:${section}`)));
}
