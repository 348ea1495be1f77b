import { toPostgresError } from '../engine/executor';
import { json, type StackResponse } from '../http/types';

/**
 * A handled Storage error. Storage answers HTTP 400 for every one of them except 500s and
 * carries the intended status as a string in `statusCode`; storage-js reads
 * `statusCode`, `code` and `message` from the body.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The legacy `error` field; Storage falls back to the code when a case has none. */
    readonly legacyError: string = code,
  ) {
    super(message);
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  rlsRefusal: () =>
    new StorageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidParameter: (name: string, message?: string) =>
    new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  noContentProvided: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  databaseError: (code: string) => new StorageError(500, 'DatabaseError', `database error, code: ${code}`),
};

/** Storage's mapping of Postgres errors (its `DBError.fromDBError`). */
export function fromDatabaseError(error: unknown): StorageError | null {
  const pgError = toPostgresError(error);
  if (!pgError) return null;
  switch (pgError.code) {
    case '42501':
      return pgError.message.includes('row-level security')
        ? storageErrors.rlsRefusal()
        : storageErrors.accessDenied(pgError.message);
    case '23505':
      return storageErrors.resourceAlreadyExists();
    case '23503':
      return storageErrors.relatedResourceNotFound();
    case '22P02':
      return storageErrors.invalidParameter('value', pgError.message);
    default:
      return storageErrors.databaseError(pgError.code);
  }
}

export function renderStorageError(error: StorageError): StackResponse {
  return json(error.statusCode === 500 ? 500 : 400, {
    statusCode: String(error.statusCode),
    code: error.code,
    error: error.legacyError,
    message: error.message,
  });
}

/** Any throw from a handler becomes Storage's error body; unknown errors are 500s, as upstream. */
export function renderAnyError(error: unknown): StackResponse {
  if (error instanceof StorageError) return renderStorageError(error);
  const mapped = fromDatabaseError(error);
  if (mapped) return renderStorageError(mapped);
  console.error('[local stack] storage', error);
  return json(500, { statusCode: '500', code: 'InternalError', error: 'Internal', message: 'Internal Server Error' });
}
