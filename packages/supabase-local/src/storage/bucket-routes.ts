import { json } from '../http/types';
import { deleteBucket, findBucket, insertBucket, listBuckets, updateBucket, type ListBucketsOptions } from './buckets-db';
import { resolveCaller } from './caller';
import type { RouteHandler } from './context';
import { optionalString, readJsonBody } from './json-body';
import { fromDatabaseError, storageErrors } from './errors';
import { assertValidBucketName, parseAllowedMimeTypes, parseFileSizeLimit } from './limits';
import { countObjects, deleteAllObjects } from './objects-db';
import { readAsCaller, writeAsCaller, writeAsStorage } from './sql';

const BUCKET_SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

function readListOptions(query: URLSearchParams): ListBucketsOptions {
  const count = (name: string): number | null => {
    const value = query.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  const sortColumn = BUCKET_SORT_COLUMNS.find((column) => column === query.get('sortColumn')) ?? null;
  return {
    limit: count('limit'),
    offset: count('offset'),
    search: query.get('search'),
    sortColumn,
    sortOrder: query.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * Every bucket read and write runs as the caller: `storage.buckets` has RLS and no default
 * policies, so with the anon or a user key the list is `[]` and creation is refused.
 */
export const listBucketsRoute: RouteHandler = async (request, _params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const options = readListOptions(request.query);
  return json(200, await readAsCaller(context.db, caller.context, (session) => listBuckets(session, options)));
};

export const getBucketRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const bucket = await readAsCaller(context.db, caller.context, (session) => findBucket(session, params.bucket));
  if (!bucket) throw storageErrors.noSuchBucket();
  return json(200, bucket);
};

export const createBucketRoute: RouteHandler = async (request, _params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const body = readJsonBody(request);
  const name = optionalString(body, 'name');
  assertValidBucketName(name);
  const fileSizeLimit = parseFileSizeLimit(body['file_size_limit']) ?? null;
  const allowedMimeTypes = parseAllowedMimeTypes(body['allowed_mime_types']) ?? null;
  await writeAsCaller(context.db, caller.context, (session) =>
    insertBucket(session, {
      id: optionalString(body, 'id') || name,
      name,
      owner: caller.owner,
      isPublic: body['public'] === true,
      fileSizeLimit,
      allowedMimeTypes,
    }),
  ).catch((error: unknown) => {
    const mapped = fromDatabaseError(error);
    throw mapped?.code === 'ResourceAlreadyExists' ? storageErrors.bucketAlreadyExists() : (mapped ?? error);
  });
  return json(200, { name });
};

export const updateBucketRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  assertValidBucketName(params.bucket);
  const body = readJsonBody(request);
  const isUpdated = await writeAsCaller(context.db, caller.context, (session) =>
    updateBucket(session, params.bucket, {
      isPublic: typeof body['public'] === 'boolean' ? body['public'] : undefined,
      fileSizeLimit: parseFileSizeLimit(body['file_size_limit']),
      allowedMimeTypes: parseAllowedMimeTypes(body['allowed_mime_types']),
    }),
  ).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error;
  });
  if (!isUpdated) throw storageErrors.noSuchBucket();
  return json(200, { message: 'Successfully updated' });
};

/**
 * Storage checks as the caller that it sees the bucket and something in it, then queues the
 * deletion of every object created before the request, run with its own rights (so what the
 * caller's DELETE policies cover does not matter); here that deletion is done before answering.
 */
export const emptyBucketRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const hasObjects = await readAsCaller(context.db, caller.context, async (session) => {
    if (!(await findBucket(session, params.bucket))) throw storageErrors.noSuchBucket();
    return (await countObjects(session, params.bucket)) > 0;
  });
  if (hasObjects) {
    const deleted = await writeAsStorage(context.db, (session) => deleteAllObjects(session, params.bucket));
    await context.blobs.remove(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  }
  return json(200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
};

export const deleteBucketRoute: RouteHandler = async (request, params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  if (!(await findBucket(context.db, params.bucket))) throw storageErrors.noSuchBucket();
  if ((await countObjects(context.db, params.bucket)) > 0) throw storageErrors.bucketNotEmpty();
  const isDeleted = await writeAsCaller(context.db, caller.context, (session) => deleteBucket(session, params.bucket)).catch(
    (error: unknown) => {
      throw fromDatabaseError(error) ?? error;
    },
  );
  if (!isDeleted) throw storageErrors.noSuchBucket();
  return json(200, { message: 'Successfully deleted' });
};
