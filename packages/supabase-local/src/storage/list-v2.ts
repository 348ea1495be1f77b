import type { SqlSession } from '../engine/executor';
import { storageErrors } from './errors';
import type { ObjectMetadata } from './objects-db';
import { queryJsonRows } from './sql';

/**
 * `list-v2`: keyset paging with an opaque cursor, optionally grouped into folders at `/`, as
 * Storage's listObjectsV2 and its `storage.search_v2` SQL list them, so what is listed and in
 * which order (bytewise names, folders where their first object would be) matches hosted.
 */

const MAX_KEYS = 1000;
const DELIMITER = '/';

export type ListV2SortColumn = 'name' | 'created_at' | 'updated_at';

export interface ListV2Request {
  prefix: string;
  limit: number;
  cursor: string | undefined;
  withDelimiter: boolean;
  sortColumn: ListV2SortColumn | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
}

interface ListedEntry {
  key?: string;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Partial<ObjectMetadata> | null;
}

export interface ListV2Result {
  hasNext: boolean;
  folders: ListedEntry[];
  objects: ListedEntry[];
  nextCursor?: string;
  nextCursorKey?: string;
}

/** What a cursor carries: the last name listed, and the sort it was listed in. */
interface Cursor {
  startAfter: string;
  sortOrder: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' } as const;

function encodeCursor(cursor: Partial<Cursor>): string {
  const lines = Object.entries(CURSOR_PARTS).flatMap(([tag, field]) => {
    const value = cursor[field];
    return value ? [`${tag}:${value}`] : [];
  });
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const tag = match?.[1];
    if (!match || tag === undefined || !(tag in CURSOR_PARTS)) throw storageErrors.invalidParameter('continuation token');
    cursor[CURSOR_PARTS[tag as keyof typeof CURSOR_PARTS]] = match[2] ?? '';
  }
  return cursor;
}

/** Only these order by a timestamp (anything else, `name` included, orders by name alone). */
function timestampColumn(column: string | undefined): 'created_at' | 'updated_at' | undefined {
  return column === 'created_at' || column === 'updated_at' ? column : undefined;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const OBJECT_JSON = `json_build_object('id', o.id, 'name', o.name, 'metadata', o.metadata, 'updated_at', o.updated_at,
  'created_at', o.created_at, 'last_accessed_at', o.last_accessed_at)::text as row`;

const ENTRY_JSON = `json_build_object('key', split_part(e.name, '/', $5::int), 'name', e.name, 'id', e.id,
  'updated_at', e.updated_at, 'created_at', e.created_at, 'last_accessed_at', e.last_accessed_at, 'metadata', e.metadata)::text as row`;

/** The objects under the prefix, each with the folder it falls in below the prefix (null: a leaf). */
const LISTED = `listed as (
  select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
         case when position('/' in substr(o.name, length($2) + 1)) > 0
              then left(o.name, length($2) + position('/' in substr(o.name, length($2) + 1))) end as folder
  from storage.objects o
  where o.bucket_id = $1 and o.name collate "C" like $3)`;

interface Plan {
  sql: string;
  params: unknown[];
}

function flatPlan(bucketId: string, request: ListV2Request, cursor: Cursor | undefined, fetch: number): Plan {
  // Storage orders by a timestamp only when asked for one; `name` is always the tie-breaker.
  const column = timestampColumn(request.sortColumn);
  const order = request.sortOrder === 'desc' ? 'desc' : 'asc';
  const params: unknown[] = [bucketId, fetch];
  const where = ['o.bucket_id = $1'];
  if (request.prefix) {
    params.push(likePrefix(request.prefix));
    where.push(`o.name like $${params.length}`);
  }
  if (cursor?.startAfter) {
    const operator = order === 'asc' ? '>' : '<';
    if (column && cursor.sortColumnAfter) {
      params.push(cursor.sortColumnAfter, cursor.startAfter);
      where.push(
        `row(date_trunc('milliseconds', o.${column}), o.name collate "C") ${operator} ` +
          `row(coalesce(nullif($${params.length - 1}, '')::timestamptz, 'epoch'::timestamptz), $${params.length})`,
      );
    } else {
      params.push(cursor.startAfter);
      where.push(`o.name collate "C" ${operator} $${params.length}`);
    }
  }
  return {
    sql: `select ${OBJECT_JSON} from storage.objects o where ${where.join(' and ')}
          order by ${column ? `o.${column} ${order}, ` : ''}o.name collate "C" ${order} limit $2`,
    params,
  };
}

function delimitedPlan(bucketId: string, request: ListV2Request, cursor: Cursor | undefined, fetch: number): Plan {
  const order = request.sortOrder === 'desc' ? 'desc' : 'asc';
  const operator = order === 'asc' ? '>' : '<';
  const levels = request.prefix ? request.prefix.split(DELIMITER).length : 1;
  const params = [bucketId, request.prefix, likePrefix(request.prefix), fetch, levels, cursor?.startAfter ?? ''];
  const column = timestampColumn(request.sortColumn);
  if (!column) {
    // By name, a folder sits where its first object would, so it is compared with its `/`; a
    // cursor naming a folder resumes after everything in it.
    return {
      sql: `with ${LISTED},
            entries as (
              select folder as sort_key, rtrim(folder, '/') as name, null::uuid as id, null::timestamptz as updated_at,
                     null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
              from listed where folder is not null group by folder
              union all
              select name, name, id, updated_at, created_at, last_accessed_at, metadata from listed where folder is null),
            resume as (
              select case when exists (select 1 from storage.objects c where c.bucket_id = $1 and c.name collate "C" like $6 || '/%')
                          then $6 || '/' else $6 end as after)
            select ${ENTRY_JSON} from entries e, resume r
            where $6 = '' or e.sort_key collate "C" ${operator} r.after collate "C"
            order by e.sort_key collate "C" ${order} limit $4`,
      params,
    };
  }
  // By a timestamp, a folder carries the earliest creation time of what it holds, as Storage's.
  params.push(cursor?.sortColumnAfter ?? '');
  return {
    sql: `with ${LISTED},
          entries as (
            select rtrim(folder, '/') as name, null::uuid as id, min(created_at) as updated_at, min(created_at) as created_at,
                   null::timestamptz as last_accessed_at, null::jsonb as metadata
            from listed where folder is not null group by folder
            union all
            select name, id, updated_at, created_at, last_accessed_at, metadata from listed where folder is null)
          select ${ENTRY_JSON} from entries e
          where $6 = '' or row(date_trunc('milliseconds', e.${column}), e.name collate "C") ${operator}
                row(coalesce(nullif($7, '')::timestamptz, 'epoch'::timestamptz), $6)
          order by coalesce(date_trunc('milliseconds', e.${column}), 'epoch'::timestamptz) ${order}, e.name collate "C" ${order}
          limit $4`,
    params,
  };
}

export async function listObjectsV2(session: SqlSession, bucketId: string, request: ListV2Request): Promise<ListV2Result> {
  const limit = Math.min(request.limit || MAX_KEYS, MAX_KEYS);
  const cursor = request.cursor ? decodeCursor(request.cursor) : undefined;
  // A cursor keeps the sort it was made in, whatever the next request asks.
  const order = cursor ? cursor.sortOrder : request.sortOrder;
  const column = timestampColumn(cursor?.sortColumn ?? request.sortColumn);
  const effective: ListV2Request = { ...request, sortOrder: order === 'desc' ? 'desc' : 'asc', sortColumn: column };
  const plan = (request.withDelimiter ? delimitedPlan : flatPlan)(bucketId, effective, cursor, limit + 1);
  const rows = await queryJsonRows<ListedEntry>(session, plan.sql, plan.params);

  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const result: ListV2Result = { hasNext, folders: [], objects: [] };
  for (const entry of page) {
    if (entry.id === null) result.folders.push({ ...entry, name: entry.name.endsWith(DELIMITER) ? entry.name : `${entry.name}${DELIMITER}` });
    else result.objects.push(entry);
  }
  const last = page[page.length - 1];
  if (hasNext && last) {
    const after = column ? last[column] : null;
    result.nextCursor = encodeCursor({
      startAfter: last.name,
      sortOrder: order,
      sortColumn: cursor?.sortColumn ?? request.sortColumn,
      sortColumnAfter: after ? new Date(after).toISOString() : undefined,
    });
    result.nextCursorKey = last.name;
  }
  return result;
}
