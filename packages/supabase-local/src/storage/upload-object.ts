import { createHash, randomUUID } from 'node:crypto';
import { toPostgresError } from '../engine/executor';
import type { RequestContext } from '../request-context';
import { findBucket } from './buckets-db';
import type { StorageContext } from './context';
import { fromDatabaseError, storageErrors, StorageError } from './errors';
import { assertAllowedMimeType, assertValidKey, isEmptyFolderPlaceholder, maxUploadSize } from './limits';
import { findObject, insertObject, upsertObject, type ObjectMetadata, type ObjectRow, type ObjectWrite } from './objects-db';
import { runTrialAsCaller } from './sql';
import type { UploadBody } from './upload-body';

export interface UploadRequest {
  bucketId: string;
  name: string;
  owner: string | null;
  isUpsert: boolean;
  /** The caller whose RLS is asked first; null when a signed upload URL already asked it. */
  caller: RequestContext | null;
  body: UploadBody;
}

/** A duplicate name on a plain upload is Storage's KeyAlreadyExists ("409" Duplicate). */
function toUploadError(error: unknown, isUpsert: boolean): unknown {
  if (!isUpsert && toPostgresError(error)?.code === '23505') return storageErrors.keyAlreadyExists();
  return fromDatabaseError(error) ?? error;
}

/**
 * Asks RLS whether the caller may create (or, upserting, overwrite) this row, in a rolled-back
 * transaction: Storage's `canUpload`. Upsert needs INSERT + SELECT + UPDATE policies.
 */
export async function assertCanUpload(context: StorageContext, caller: RequestContext, write: ObjectWrite, isUpsert: boolean): Promise<void> {
  try {
    await runTrialAsCaller(context.db, caller, async (session) => {
      if (isUpsert) await upsertObject(session, write);
      else await insertObject(session, write);
    });
  } catch (error) {
    throw toUploadError(error, isUpsert);
  }
}

/**
 * Storage's upload order: bucket → MIME → declared size → RLS trial as the caller (rolled
 * back) → bytes → row written with owner rights.
 */
export async function uploadObject(context: StorageContext, upload: UploadRequest): Promise<ObjectRow> {
  assertValidKey(upload.name);
  const bucket = await findBucket(context.db, upload.bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const { body } = upload;
  const maxSize = maxUploadSize(upload.name, bucket.file_size_limit);
  if (!isEmptyFolderPlaceholder(upload.name)) assertAllowedMimeType(body.mimeType, bucket.allowed_mime_types);
  if (!body.isMultipart && body.bytes.length > maxSize) throw storageErrors.entityTooLarge();

  const version = randomUUID();
  const write: ObjectWrite = {
    bucketId: upload.bucketId,
    name: upload.name,
    owner: upload.owner,
    version,
    metadata: { mimetype: body.mimeType, contentLength: body.bytes.length },
    userMetadata: body.userMetadata,
  };
  if (upload.caller) await assertCanUpload(context, upload.caller, write, upload.isUpsert);
  if (body.isMultipart && body.bytes.length > maxSize) throw storageErrors.entityTooLarge();

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.length,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
  await context.blobs.write(version, body.bytes);
  try {
    const { row, previousVersion } = await context.db.transaction(async (session) => {
      const previous = upload.isUpsert
        ? await findObject(session, upload.bucketId, upload.name, { forUpdate: true })
        : null;
      // Storage stores `{}` when the upload brings no user metadata, so info() answers `{}`.
      const stored = { ...write, metadata, userMetadata: write.userMetadata ?? {} };
      if (upload.isUpsert) return { row: await upsertObject(session, stored), previousVersion: previous?.version ?? null };
      await insertObject(session, stored);
      const inserted = await findObject(session, upload.bucketId, upload.name);
      if (!inserted) throw new Error('inserted object row not found');
      return { row: inserted, previousVersion: null };
    });
    if (previousVersion !== null && previousVersion !== version) await context.blobs.remove([previousVersion]);
    return row;
  } catch (error) {
    await context.blobs.remove([version]);
    throw error instanceof StorageError ? error : toUploadError(error, upload.isUpsert);
  }
}
