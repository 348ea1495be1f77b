export type PageItem = number | 'ellipsis';

/** First, last and two pages either side of the current one, gaps as an ellipsis. */
export function paginationWindow(current: number, total: number): PageItem[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : 'ellipsis');
    items.push(page);
  }
  return items;
}
