'use client';

import { usePathname } from 'next/navigation';
import { IntentPrefetchLink } from '../intent-prefetch-link';

export interface BreadcrumbPage {
  href: string;
  title: string;
}

export interface BreadcrumbTrail {
  /** The portal's first page, the trail's first item. */
  root: BreadcrumbPage;
  /** The portal's pages by address; a deeper address none of them names is a record's detail. */
  pages: readonly BreadcrumbPage[];
}

export const breadcrumbTexts = {
  label: 'Drobečková navigace',
  detail: 'Detail',
} as const;

/**
 * The trail from the portal's first page to the current one, each step named by the page at that
 * address. On the first page itself there is no trail to show.
 */
export function breadcrumbItems(pathname: string, { root, pages }: BreadcrumbTrail): BreadcrumbPage[] {
  const base = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  const segments = pathname.slice(base.length).split('/').filter(Boolean);
  const steps = segments
    .map((_, index) => `${base}/${segments.slice(0, index + 1).join('/')}`)
    .filter((href) => href !== root.href)
    .map((href) => ({ href, title: pages.find((page) => page.href === href)?.title ?? breadcrumbTexts.detail }));
  return steps.length === 0 ? [] : [root, ...steps];
}

/** The portals' shared breadcrumb: links up the trail, the current page last, not a link. */
export function PortalBreadcrumb({ trail }: { trail: BreadcrumbTrail }) {
  const items = breadcrumbItems(usePathname(), trail);
  if (items.length === 0) return null;
  return (
    <nav aria-label={breadcrumbTexts.label} className="mb-4 min-w-0 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-default-600">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-default-400">
                  /
                </span>
              ) : null}
              {isCurrent ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {item.title}
                </span>
              ) : (
                <IntentPrefetchLink href={item.href} className="truncate rounded-small hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                  {item.title}
                </IntentPrefetchLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
