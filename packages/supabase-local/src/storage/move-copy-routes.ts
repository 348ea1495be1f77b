import { randomUUID } from 'node:crypto';
import { json } from '../http/types';
import { isStoredVersion } from './blob-store';
import { resolveCaller } from './caller';
import type { RouteHandler } from './context';
import { optionalString, readJsonBody, requiredString } from './json-body';
import { fromDatabaseError, storageErrors } from './errors';
import { assertValidKey } from './limits';
import { findObject, renameObject, upsertObject, type ObjectWrite } from './objects-db';
import { assertCanUpload } from './upload-object';
import { readAsCaller, runTrialAsCaller } from './sql';

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucketId: string;
  destinationKey: string;
}

function readTransfer(body: Record<string, unknown>): Transfer {
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destinationKey = requiredString(body, 'destinationKey');
  assertValidKey(destinationKey);
  return { bucketId, sourceKey, destinationBucketId: optionalString(body, 'destinationBucket') || bucketId, destinationKey };
}

/** A move is asked of RLS as the caller's UPDATE (+SELECT) in a rolled-back trial, then done. */
export const moveObjectRoute: RouteHandler = async (request, _params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const transfer = readTransfer(readJsonBody(request));
  const rename = {
    bucketId: transfer.bucketId,
    name: transfer.sourceKey,
    destinationBucketId: transfer.destinationBucketId,
    destinationName: transfer.destinationKey,
    owner: caller.owner,
  };
  const trial = await runTrialAsCaller(context.db, caller.context, (session) => renameObject(session, rename)).catch(
    (error: unknown) => {
      throw fromDatabaseError(error) ?? error;
    },
  );
  if (!trial) throw storageErrors.noSuchKey();
  const moved = await renameObject(context.db, rename).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error;
  });
  if (!moved) throw storageErrors.noSuchKey();
  return json(200, { message: 'Successfully moved' });
};

/** Copy reads the source as the caller and asks INSERT (or upsert with `x-upsert`) at the target. */
export const copyObjectRoute: RouteHandler = async (request, _params, context) => {
  const caller = await resolveCaller(request, context.jwtSecret);
  const transfer = readTransfer(readJsonBody(request));
  const isUpsert = request.headers['x-upsert'] === 'true';
  const source = await readAsCaller(context.db, caller.context, (session) =>
    findObject(session, transfer.bucketId, transfer.sourceKey),
  );
  if (!source || !isStoredVersion(source.version)) throw storageErrors.noSuchKey();
  const write: ObjectWrite = {
    bucketId: transfer.destinationBucketId,
    name: transfer.destinationKey,
    owner: caller.owner,
    version: randomUUID(),
    metadata: source.metadata,
    userMetadata: source.user_metadata,
  };
  await assertCanUpload(context, caller.context, write, isUpsert);
  if (!(await context.blobs.copy(source.version, write.version))) throw storageErrors.noSuchKey();
  try {
    const { row, previousVersion } = await context.db.transaction(async (session) => {
      const previous = await findObject(session, write.bucketId, write.name, { forUpdate: true });
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      return { row: await upsertObject(session, { ...write, metadata }), previousVersion: previous?.version ?? null };
    });
    if (previousVersion) await context.blobs.remove([previousVersion]);
    return json(200, { Id: row.id, Key: `${transfer.destinationBucketId}/${transfer.destinationKey}`, ...row });
  } catch (error) {
    await context.blobs.remove([write.version]);
    throw fromDatabaseError(error) ?? error;
  }
};
