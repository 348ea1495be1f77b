import type { StackRequest, StackResponse } from '../http/types';
import { isStoredVersion } from './blob-store';
import type { StorageContext } from './context';
import { storageErrors } from './errors';
import type { ObjectRow } from './objects-db';

export interface AssetOptions {
  /** `?download` / `?download=name`: answer as an attachment. */
  download: string | null;
  /** Signed URLs send `Expires` (the token's) instead of the object's Cache-Control. */
  expires?: Date;
}

/** Replays the stored metadata as Storage's download headers. */
export async function renderAsset(
  request: StackRequest,
  object: ObjectRow,
  context: StorageContext,
  options: AssetOptions,
): Promise<StackResponse> {
  const bytes = isStoredVersion(object.version) ? await context.blobs.read(object.version) : null;
  if (!bytes) throw storageErrors.noSuchKey();
  const metadata = object.metadata ?? {};
  const eTag = metadata.eTag ?? '';
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': metadata.mimetype ?? 'application/octet-stream',
    'content-length': String(bytes.length),
  };
  if (eTag) headers['etag'] = eTag;
  const lastModified = metadata.lastModified ?? object.updated_at;
  if (lastModified) headers['last-modified'] = new Date(lastModified).toUTCString();
  if (options.expires) headers['expires'] = options.expires.toUTCString();
  else headers['cache-control'] = metadata.cacheControl ?? 'no-cache';
  if (options.download !== null) {
    const fileName = encodeURIComponent(options.download);
    headers['content-disposition'] =
      options.download === '' ? 'attachment;' : `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`;
  }
  if (eTag && request.headers['if-none-match'] === eTag) {
    delete headers['content-length'];
    return { status: 304, headers, body: null };
  }
  const range = parseByteRange(request.headers['range'], bytes.length);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}`, 'content-length': '0' }, body: null };
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    headers['content-range'] = `bytes ${range.start}-${range.end}/${bytes.length}`;
    headers['content-length'] = String(part.length);
    return { status: 206, headers, body: request.method === 'HEAD' ? null : part };
  }
  return { status: 200, headers, body: request.method === 'HEAD' ? null : bytes };
}

/**
 * One `bytes=` range, as media elements send to seek; anything else (several ranges, other
 * units) is answered with the whole object, which HTTP allows.
 */
function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(size - Number(last), 0) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `?download` without a value: an attachment named by the browser from the URL. */
export function downloadOption(request: StackRequest): string | null {
  return request.query.has('download') ? (request.query.get('download') ?? '') : null;
}
