import { imageFileProblem, uniqueImagePath } from '@/lib/storage-image';
import { galleryMessages } from './messages';

/** The photo-gallery bucket's own limit (migration 20261122000400): images of at most 10 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_BUCKET = 'photo-gallery';

/** Why a file cannot go into an album, or null when it can; checked before anything is uploaded. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, { maxBytes: PHOTO_MAX_BYTES, messages: galleryMessages.photoFile });
}

/** albums/{albumId}/{timestamp}-{random}.{ext}, so a batch of same-named files never collides. */
export function photoStorageName(
  albumId: string,
  file: Pick<File, 'name' | 'type'>,
  now?: number,
  random?: () => number,
): string {
  return uniqueImagePath(albumStorageFolder(albumId), file, now, random);
}

/** Every object of an album lives under this folder, so deleting the album can list them. */
export function albumStorageFolder(albumId: string): string {
  return `albums/${albumId}`;
}
