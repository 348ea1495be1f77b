import { storageErrors } from './errors';

/** The CLI's default `[storage] file_size_limit = "50MiB"`: no bucket may allow more. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Signed upload URLs live two hours, as on hosted. */
export const SIGNED_UPLOAD_EXPIRY_SECONDS = 2 * 60 * 60;

/** Studio's marker for an empty folder: always 0 bytes, exempt from MIME rules. */
export function isEmptyFolderPlaceholder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder');
}

/** S3-safe characters only, as Storage accepts them. */
export function assertValidKey(key: string | undefined): asserts key is string {
  if (!key || !/^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key)) {
    throw storageErrors.invalidKey(key ?? '');
  }
}

export function assertValidBucketName(name: string | undefined): asserts name is string {
  if (
    !name ||
    name.length > 100 ||
    name.trim() !== name ||
    !/^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name)
  ) {
    throw storageErrors.invalidBucketName();
  }
}

/** Accepts bytes as a number or Storage's strings in decimal units ("1MB" = 1 000 000). */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    bytes = value;
  } else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (!match) throw storageErrors.invalidFileSizeLimit();
    const amount = Number(Number.parseFloat(match[1] ?? '0').toPrecision(3));
    const unit = (match[2] ?? 'b').toUpperCase();
    const factor = unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1e3 : 1;
    bytes = amount * factor;
  } else {
    throw storageErrors.invalidFileSizeLimit();
  }
  if (!Number.isFinite(bytes) || bytes < 0) throw storageErrors.invalidFileSizeLimit();
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw storageErrors.entityTooLarge();
  return Math.floor(bytes);
}

export function parseAllowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) throw storageErrors.invalidParameter('allowed_mime_types');
  const types = value.filter((type): type is string => typeof type === 'string' && type !== '');
  for (const type of types) {
    if (type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)) {
      throw storageErrors.invalidMimeType(type);
    }
  }
  return types;
}

/**
 * Storage compares `type/subtype` literally (parameters included) and honours `type/*`; so
 * `text/plain;charset=UTF-8` is refused by a bucket allowing only `text/plain`, as upstream.
 */
export function assertAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (type === undefined || subtype === undefined) throw storageErrors.invalidMimeType(mimeType);
  const isAllowed = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!isAllowed) throw storageErrors.invalidMimeType(mimeType);
}

export function maxUploadSize(objectName: string, bucketLimit: number | null): number {
  if (isEmptyFolderPlaceholder(objectName)) return 0;
  return bucketLimit === null ? GLOBAL_FILE_SIZE_LIMIT : Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT);
}
