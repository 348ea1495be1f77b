import { json } from '../http/types';
import { resolveCaller } from './caller';
import type { RouteHandler } from './context';
import { optionalString, readJsonBody } from './json-body';
import { storageErrors } from './errors';
import { listObjectsV2, type ListV2SortColumn } from './list-v2';
import { deleteObjects, searchObjects } from './objects-db';
import { readAsCaller, writeAsCaller } from './sql';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function readCount(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** `list(prefix)`: one level of the prefix, folders first with null id and metadata. */
export const listObjectsRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const body = readJsonBody(request);
  let prefix = optionalString(body, 'prefix') ?? '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const sortBy = typeof body['sortBy'] === 'object' && body['sortBy'] !== null ? (body['sortBy'] as Record<string, unknown>) : {};
  const column = typeof sortBy['column'] === 'string' && SORT_COLUMNS.has(sortBy['column']) ? sortBy['column'] : 'name';
  const order = sortBy['order'] === 'desc' ? 'desc' : 'asc';
  const rows = await readAsCaller(context.db, caller.context, (session) =>
    searchObjects(session, params.bucket, {
      prefix,
      limit: readCount(body['limit'], 100) || 100,
      offset: readCount(body['offset'], 0),
      search: optionalString(body, 'search') ?? '',
      sortColumn: column,
      sortOrder: order,
    }),
  );
  return json(200, rows);
};

const V2_SORT_COLUMNS = new Set<string>(['name', 'updated_at', 'created_at']);

/** `list-v2`: body checked as Storage's route schema checks it, then listed as the caller. */
export const listObjectsV2Route: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const body = readJsonBody(request);
  const limit = body['limit'];
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)) {
    throw storageErrors.invalidParameter('limit', 'body/limit must be integer >= 1');
  }
  const sortBy = body['sortBy'];
  let sortColumn: ListV2SortColumn | undefined;
  let sortOrder: 'asc' | 'desc' | undefined;
  if (sortBy !== undefined) {
    const sort = typeof sortBy === 'object' && sortBy !== null ? (sortBy as Record<string, unknown>) : {};
    const column = sort['column'];
    const order = sort['order'];
    if (typeof column !== 'string' || !V2_SORT_COLUMNS.has(column)) {
      throw storageErrors.invalidParameter('sortBy', 'body/sortBy/column must be equal to one of the allowed values');
    }
    if (order !== undefined && order !== 'asc' && order !== 'desc') {
      throw storageErrors.invalidParameter('sortBy', 'body/sortBy/order must be equal to one of the allowed values');
    }
    sortColumn = column as ListV2SortColumn;
    sortOrder = order;
  }
  const result = await readAsCaller(context.db, caller.context, (session) =>
    listObjectsV2(session, params.bucket, {
      prefix: optionalString(body, 'prefix') ?? '',
      limit: typeof limit === 'number' ? limit : 0,
      cursor: optionalString(body, 'cursor'),
      withDelimiter: body['with_delimiter'] === true,
      sortColumn,
      sortOrder,
    }),
  );
  return json(200, result);
};

/**
 * `remove(paths)`: a DELETE as the caller, so only rows its policies let it delete go, and
 * only those are returned; the rest are skipped silently.
 */
export const removeObjectsRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const prefixes = readJsonBody(request)['prefixes'];
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p): p is string => typeof p === 'string')) {
    throw storageErrors.missingParameter('prefixes');
  }
  const deleted = await writeAsCaller(context.db, caller.context, (session) =>
    deleteObjects(session, params.bucket, prefixes),
  );
  await context.blobs.remove(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return json(200, deleted);
};

export const removeObjectRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const deleted = await writeAsCaller(context.db, caller.context, (session) =>
    deleteObjects(session, params.bucket, [params.path]),
  );
  if (deleted.length === 0) throw storageErrors.noSuchKey();
  await context.blobs.remove(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return json(200, { message: 'Successfully deleted' });
};
