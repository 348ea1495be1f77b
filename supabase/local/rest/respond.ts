import type { StackResponse } from '../http/types';
import { RestError, restErrors } from './errors';
import type { Preferences } from './prefer';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const SINGULAR_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** What the client asked for: an array, or exactly one object (`.single()`). */
export function wantsSingular(headers: Record<string, string>): boolean {
  return (headers['accept'] ?? '').includes('application/vnd.pgrst.object+json');
}

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
  first: string | null;
  rows: number;
  total: number | null;
}

/** Status, Content-Range and body of a read (§1.5): 206 for a partial page, 416 past the end. */
export function renderRead(result: ReadResult, page: Page, preferences: Preferences, singular: boolean, isHead: boolean): StackResponse {
  if (singular && result.rows !== 1) throw restErrors.singular(result.rows);
  const total = result.total;
  if (total !== null && page.offset > total && page.offset > 0) throw restErrors.rangeNotSatisfiable(page.offset, total);
  const range = result.rows > 0 ? `${page.offset}-${page.offset + result.rows - 1}` : '*';
  const headers: Record<string, string> = {
    'content-type': singular ? SINGULAR_TYPE : JSON_TYPE,
    'content-range': `${range}/${total ?? '*'}`,
  };
  if (preferences.applied.length) headers['preference-applied'] = preferences.applied.join(', ');
  const status = total !== null && result.rows < total && !singular ? 206 : 200;
  return { status, headers, body: isHead ? null : singular ? result.first : result.body };
}
