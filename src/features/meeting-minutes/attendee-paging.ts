/** The attendee manager's member list shows 10 a page with up to 5 page buttons. */
export const ATTENDEE_CANDIDATES_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer as buttons: all of them when there are few, otherwise a window of
 * `maxButtons` around the current page, shifted so it never runs past the first or last page.
 */
export function pageButtonWindow(current: number, totalPages: number, maxButtons = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(maxButtons, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const first = Math.min(Math.max(page - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The rows of one page and the page count, for a list paged in the browser. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): { rows: Row[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, totalPages };
}
