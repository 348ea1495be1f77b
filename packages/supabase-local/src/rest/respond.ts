import type { StackResponse } from '../http/types';
import { RestError, restErrors } from './errors';
import { contentType, type Media } from './media';

export interface Page {
  offset: number;
  limit: number;
}

/** limit/offset and the `Range` header intersected, capped at `db_max_rows` (null: no cap). */
export function pageFrom(limit: number | undefined, offset: number | undefined, rangeHeader: string | undefined, maxRows: number | null): Page {
  let from = offset ?? 0;
  let to = limit !== undefined ? from + limit - 1 : Number.POSITIVE_INFINITY;
  if (rangeHeader) {
    const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(rangeHeader);
    if (!match) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
    from = Math.max(from, Number(match[1]));
    if (match[2]) to = Math.min(to, Number(match[2]));
  }
  const cap = maxRows ?? Number.POSITIVE_INFINITY;
  const size = Math.min(Math.max(to - from + 1, 0), cap);
  return { offset: from, limit: size };
}

export interface ReadResult {
  body: string;
  /** The only row when there is exactly one (singular responses, one-value calls), else null. */
  first: string | null;
  rows: number;
  total: number | null;
}

/** Status, Content-Range and body of a read: 206 for a partial page, 416 past the end. */
export function renderRead(result: ReadResult, page: Page, media: Media, applied: string | undefined, isHead: boolean): StackResponse {
  if (media.kind === 'plan') return renderPlan(result, media, isHead);
  const singular = media.kind === 'singular';
  if (singular && result.rows !== 1) throw restErrors.singular(result.rows);
  const total = result.total;
  if (total !== null && page.offset > total && page.offset > 0) throw restErrors.rangeNotSatisfiable(page.offset, total);
  const range = result.rows > 0 ? `${page.offset}-${page.offset + result.rows - 1}` : '*';
  const headers: Record<string, string> = {
    'content-type': contentType(media),
    'content-range': `${range}/${total ?? '*'}`,
  };
  if (applied) headers['preference-applied'] = applied;
  const status = total !== null && result.rows < total && !singular ? 206 : 200;
  return { status, headers, body: isHead ? null : singular ? result.first : result.body };
}

/** An `explain()` answer: the plan as Postgres wrote it. */
export function renderPlan(result: { body: string | null }, media: Media, isHead: boolean): StackResponse {
  return { status: 200, headers: { 'content-type': contentType(media) }, body: isHead ? null : result.body };
}
