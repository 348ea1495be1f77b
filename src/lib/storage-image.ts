import type { TypedSupabaseClient } from '@/lib/supabase/client';

/** A feature's own Czech wording for the two ways a file can fail to be an image it takes. */
export interface ImageFileRules {
  maxBytes: number;
  messages: { notImage: string; tooLarge: string };
}

/**
 * The image types the public buckets take (their allowed_mime_types say the same, migration
 * 20261124120200). SVG is refused: it is a document that can carry scripts, and the buckets serve
 * their files inline to anyone.
 */
export const RASTER_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
export const RASTER_IMAGE_ACCEPT = [...RASTER_IMAGE_TYPES].join(',');
export const unsupportedImageMessage = 'Obrázek musí být ve formátu PNG, JPEG, GIF, WebP nebo AVIF (SVG nelze nahrát).';

/**
 * Why a file cannot be uploaded as an image, or null when it can. The type is checked first, so
 * a large PDF is refused as not an image rather than as too large.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, { maxBytes, messages }: ImageFileRules): string | null {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (!RASTER_IMAGE_TYPES.has(file.type)) return unsupportedImageMessage;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}

/** The extension kept in the storage name: the file's own when it is sane, else from its type. */
function extensionOf(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1]?.toLowerCase();
  return fromType === 'jpeg' ? 'jpg' : (fromType ?? 'img');
}

/**
 * {folder}/{timestamp}-{random}.{ext}: never the uploaded name, which may repeat (IMG_0001.jpg
 * from two phones) or carry characters storage keys do not like. now and random are parameters
 * so tests can pin the name.
 */
export function uniqueImagePath(
  folder: string,
  file: Pick<File, 'name' | 'type'>,
  now = Date.now(),
  random: () => number = Math.random,
): string {
  const suffix = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${folder}/${now}-${suffix}.${extensionOf(file)}`;
}

export interface PublicImageUpload {
  /** Seconds browsers and the CDN may keep the file, as storage expects it: a string. */
  cacheControl: string;
  /** Replace an object already at the path instead of failing. */
  upsert?: boolean;
}

/** Uploads a file to a public bucket and returns the URL anyone can load it from. */
export async function uploadPublicImage(
  client: TypedSupabaseClient,
  bucket: string,
  path: string,
  file: File,
  { cacheControl, upsert = false }: PublicImageUpload,
): Promise<string> {
  const { error } = await client.storage.from(bucket).upload(path, file, { upsert, cacheControl, contentType: file.type });
  if (error) throw error;
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/**
 * After a save replaced or cleared an image, the object its old URL named is removed — only when
 * that URL is a public object of this bucket on this project (never a partner's own site). Best
 * effort, after the row is saved: a failure leaves an orphaned file, never a row pointing at nothing.
 */
export async function removeReplacedImage(client: TypedSupabaseClient, bucket: string, previous: string | null | undefined, current: string | null | undefined): Promise<void> {
  if (!previous || previous === current) return;
  const prefix = client.storage.from(bucket).getPublicUrl('').data.publicUrl.replace(/\/?$/, '/');
  if (!previous.startsWith(prefix)) return;
  const { error } = await client.storage.from(bucket).remove([decodeURIComponent(previous.slice(prefix.length))]);
  if (error) console.warn('Replaced image not removed', previous, error);
}

/**
 * Whether next/image may optimise this URL: only public objects of the configured Supabase
 * project are allowed in next.config.ts (same protocol, host and port, /storage/v1/object/public/).
 * Anything else (a partner's logo on its own site, YouTube thumbnails) would be refused by the
 * optimiser.
 */
export function isPublicStorageUrl(url: string, supabaseUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.origin === new URL(supabaseUrl).origin && parsed.pathname.startsWith('/storage/v1/object/public/');
}
