import busboy from 'busboy';
import type { StackRequest } from '../http/types';
import { storageErrors } from './errors';

export interface UploadBody {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /**
   * Multipart files are size-checked after the RLS trial and raw bodies before it, which is
   * the order Storage finds out (streamed part vs Content-Length).
   */
  isMultipart: boolean;
}

/**
 * storage-js sends Blob/File/FormData as multipart (file part plus `cacheControl`, `metadata`,
 * `contentType` fields) and anything else raw with `content-type`, `cache-control` and a
 * base64 JSON `x-metadata` header.
 */
export async function readUploadBody(request: StackRequest): Promise<UploadBody> {
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return readMultipart(request);
  return {
    bytes: request.body,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: request.headers['cache-control'] ?? 'no-cache',
    userMetadata: parseUserMetadataHeader(request.headers['x-metadata']),
    isMultipart: false,
  };
}

function parseUserMetadataHeader(header: string | undefined): Record<string, unknown> | null {
  if (header === undefined) return null;
  try {
    return parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw storageErrors.invalidParameter('x-metadata', 'Invalid metadata header');
  }
}

function parseUserMetadata(text: string): Record<string, unknown> | null {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function readMultipart(request: StackRequest): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: { bytes: Buffer; mimeType: string } | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers });
    } catch {
      reject(storageErrors.noContentProvided());
      return;
    }
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Storage takes the first file part and ignores any further ones.
        file ??= { bytes: Buffer.concat(chunks), mimeType: info.mimeType };
      });
    });
    parser.on('error', () => reject(storageErrors.noContentProvided()));
    parser.on('close', () => {
      if (!file) {
        reject(storageErrors.noContentProvided());
        return;
      }
      const cacheTime = fields.get('cacheControl');
      const metadataText = fields.get('metadata') ?? fields.get('userMetadata');
      let userMetadata: Record<string, unknown> | null = null;
      if (metadataText !== undefined) {
        try {
          userMetadata = parseUserMetadata(metadataText);
        } catch {
          // Storage ignores unparsable multipart metadata rather than failing the upload.
        }
      }
      resolve({
        bytes: file.bytes,
        mimeType: fields.get('contentType') || file.mimeType,
        cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
        userMetadata,
        isMultipart: true,
      });
    });
    parser.end(request.body);
  });
}
