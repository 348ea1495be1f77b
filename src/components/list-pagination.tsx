'use client';

import { Button } from '@heroui/react';

/** A gap in the page numbers. */
const GAP = 'gap';

/**
 * The pages offered: the first and the last, and two on each side of the current one, with a gap
 * where pages are left out (1 … 4 5 6 7 8 … 20).
 */
export function pageItems(page: number, total: number): Array<number | typeof GAP> {
  const shown = new Set([1, total]);
  for (let near = page - 2; near <= page + 2; near += 1) if (near >= 1 && near <= total) shown.add(near);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((number, index) => {
    const previous = pages[index - 1];
    return previous !== undefined && number - previous > 1 ? [GAP, number] : [number];
  });
}

interface ListPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  'aria-label'?: string;
}

/**
 * The pages of a list, alike on every screen: a navigation landmark holding a list of buttons, the
 * current page marked as such. (HeroUI's pagination gives its list items the role of buttons, so a
 * screen reader finds a list without items.)
 */
export function ListPagination({ page, total, onChange, 'aria-label': ariaLabel = 'Stránkování' }: ListPaginationProps) {
  const go = (target: number) => onChange(Math.min(Math.max(target, 1), total));
  return (
    <nav aria-label={ariaLabel}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button size="sm" variant="flat" isIconOnly aria-label="Předchozí stránka" isDisabled={page <= 1} onPress={() => go(page - 1)}>
            <span aria-hidden>‹</span>
          </Button>
        </li>
        {pageItems(page, total).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-default-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="sm"
                isIconOnly
                variant={item === page ? 'solid' : 'flat'}
                color={item === page ? 'primary' : 'default'}
                aria-label={`Stránka ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="sm" variant="flat" isIconOnly aria-label="Další stránka" isDisabled={page >= total} onPress={() => go(page + 1)}>
            <span aria-hidden>›</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
