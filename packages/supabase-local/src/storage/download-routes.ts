import { json, type StackRequest } from '../http/types';
import { downloadOption, renderAsset } from './asset-response';
import { findBucket } from './buckets-db';
import { resolveCaller, verifyUrlToken } from './caller';
import type { RouteHandler, RouteParams, StorageContext } from './context';
import { storageErrors } from './errors';
import { findObject, type ObjectRow } from './objects-db';
import { readAsCaller } from './sql';

/** Authenticated download: the caller's SELECT policies decide; invisible = "Object not found". */
export const downloadObjectRoute: RouteHandler = async (request, params, context) => {
  const object = await findObjectAsCaller(request, params, context);
  return renderAsset(request, object, context, { download: downloadOption(request) });
};

/** No RLS at all, but only for buckets marked public. */
export const downloadPublicObjectRoute: RouteHandler = async (request, params, context) => {
  const object = await findPublicObject(params, context);
  return renderAsset(request, object, context, { download: downloadOption(request) });
};

export const downloadSignedObjectRoute: RouteHandler = async (request, params, context) => {
  const token = await verifyUrlToken(
    request.query.get('token'),
    `${params.bucket}/${params.path}`,
    'download',
    context.jwtSecret,
  );
  const object = await findObject(context.db, params.bucket, params.path);
  if (!object) throw storageErrors.noSuchKey();
  return renderAsset(request, object, context, {
    download: downloadOption(request),
    expires: new Date(token.exp * 1000),
  });
};

export const objectInfoRoute: RouteHandler = async (request, params, context) => {
  const object = await findObjectAsCaller(request, params, context);
  return json(200, renderObjectInfo(object));
};

export const publicObjectInfoRoute: RouteHandler = async (_request, params, context) => {
  const object = await findPublicObject(params, context);
  return json(200, renderObjectInfo(object));
};

async function findObjectAsCaller(request: StackRequest, params: RouteParams, context: StorageContext): Promise<ObjectRow> {
  const caller = await resolveCaller(request, context.jwtSecret);
  const object = await readAsCaller(context.db, caller.context, (session) =>
    findObject(session, params.bucket, params.path),
  );
  if (!object) throw storageErrors.noSuchKey();
  return object;
}

async function findPublicObject(params: RouteParams, context: StorageContext): Promise<ObjectRow> {
  const bucket = await findBucket(context.db, params.bucket);
  if (!bucket?.public) throw storageErrors.noSuchBucket();
  const object = await findObject(context.db, params.bucket, params.path);
  if (!object) throw storageErrors.noSuchKey();
  return object;
}

/** Storage's info body; storage-js camel-cases it. */
function renderObjectInfo(object: ObjectRow): Record<string, unknown> {
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
